import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that take longest (measured: the payment calls that wait out the card SDK's retries, spawned
 * servers, the 1,000-request load, every migration up and down). vitest orders files by their last
 * run's duration, but a fresh clone has no last run and it falls back to file size, which starts the
 * short bulk-load file among the last: it then runs alone at the end while the other workers idle.
 */
const LONGEST_FIRST = [
  'tests/api/payments.unknownOutcome.test.ts',
  'tests/api/processes.test.ts',
  'tests/api/insuranceRequests.bulk.test.ts',
  'tests/api/jobs.processes.test.ts',
  'tests/api/auth.login.test.ts',
  'tests/api/migrations.test.ts',
  'tests/api/hostileInput.test.ts',
]

function rank(spec: TestSpecification): number {
  const index = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file))
  return index === -1 ? LONGEST_FIRST.length : index
}

/** vitest's order (last durations, else size), with the known longest files started first. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
