import type { Route } from '../routes/defineRoute.ts'
import { toAppError } from '../driverErrors.ts'

/**
 * Test-mode checks that a route answered what it declared. A mismatch is a plain Error, so the
 * errors middleware answers 500 and the test that caused it fails, with the reason on stderr.
 */
class ContractViolation extends Error {}

function violation(route: Route, reason: string): ContractViolation {
  const error = new ContractViolation(`${route.method.toUpperCase()} ${route.path} broke its contract: ${reason}`)
  console.error(error.message)
  return error
}

export function checkAnswer(route: Route, answer: object): object {
  const result = route.response.safeParse(answer)
  if (!result.success) throw violation(route, `the answer does not match its response schema: ${JSON.stringify(result.error.issues)}`)
  return answer
}

export function checkFailure(route: Route, error: unknown): unknown {
  const known = toAppError(error)
  if (known && !route.errors.includes(known.code)) return violation(route, `it answered the undeclared error code ${known.code}`)
  return error
}
