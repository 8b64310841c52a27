import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import { copyDataDir, spawnNode, tempDataDir, within, type Spawned } from '../support/processes.ts'
import { portOf } from '../support/http.ts'

/** vitest's own limit only catches a hang; the waits below allow for a busy machine. */
const HANG_GUARD_MS = 10 * 60_000
const WAIT_MS = 3 * 60_000
/** Short, so a killed process's job is claimed again soon after a restart. */
const JOB_ENV = { JOB_LEASE_MS: '1000', JOB_POLL_MS: '200' }

const dataDirs: string[] = []
let migratedDir = ''

/** A data folder whose database is migrated, copied from the one the first start made. */
function migratedCopy(): string {
  const dataDir = copyDataDir(migratedDir)
  dataDirs.push(dataDir)
  return dataDir
}

function startWorker(scenario: 'idle' | 'mail' | 'kill', dataDir: string, env: Record<string, string> = {}): Spawned {
  return spawnNode('tests/support/jobProcess.ts', [scenario], { DATA_DIR: dataDir, ...JOB_ENV, ...env })
}

/** Stops a worker with SIGTERM and reads the job's row it prints on the way out. */
async function stopAndReadJob(worker: Spawned): Promise<unknown> {
  worker.child.kill('SIGTERM')
  await worker.waitFor('job: ', WAIT_MS)
  expect(await within(worker.exited, WAIT_MS, 'the worker exit')).toBe(0)
  const line = worker.output().split('\n').find((l) => l.startsWith('job: ')) ?? ''
  return JSON.parse(line.slice('job: '.length))
}

beforeAll(async () => {
  migratedDir = tempDataDir()
  dataDirs.push(migratedDir)
  const first = startWorker('idle', migratedDir)
  await first.waitFor('the job worker runs', HANG_GUARD_MS)
  first.child.kill('SIGTERM')
  await first.exited
}, HANG_GUARD_MS)

afterAll(() => {
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a job whose process is killed', () => {
  it('runs again exactly once after the restart, and its e-mail is sent again under the same Message-ID', async () => {
    const dataDir = migratedCopy()
    const received: string[] = []
    let current: Spawned | undefined
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push(/^Message-ID: (.+)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '')
          // The first time, the process dies with the message sent and no answer read: the outcome is unknown.
          if (received.length === 1) current?.child.kill('SIGKILL')
          else callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    try {
      const env = { SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}` }
      current = startWorker('mail', dataDir, env)
      expect(await within(current.exited, WAIT_MS, 'the killed worker exit')).toBe(null)
      current = startWorker('mail', dataDir, env)
      await current.waitFor('e-mail sent again after an attempt with an unknown outcome', WAIT_MS)
      await within((async () => { while (received.length < 2) await new Promise((resolve) => setTimeout(resolve, 50)) })(), WAIT_MS, 'the second delivery')
      const restarted = current
      expect(await stopAndReadJob(restarted)).toEqual({ state: 'done', attempts: 2, last_error: null })
      expect(received).toHaveLength(2)
      expect(received[1]).toBe(received[0])
      expect(received[0]).toMatch(/^<[0-9a-f-]{36}@localhost>$/)
    } finally {
      current?.child.kill('SIGKILL')
      smtp.close()
    }
  }, HANG_GUARD_MS)

  it('ends dead, not run again, after it killed its process on each of its three attempts', async () => {
    const dataDir = migratedCopy()
    for (const attempt of [1, 2, 3]) {
      const worker = startWorker('kill', dataDir)
      expect(await within(worker.exited, WAIT_MS, `the exit of run ${attempt}`)).toBe(null)
      expect(worker.output()).toContain('the job kills its process')
    }
    const survivor = startWorker('kill', dataDir)
    await survivor.waitFor('job dead: its last attempt never finished', WAIT_MS)
    expect(await stopAndReadJob(survivor)).toEqual({
      state: 'dead',
      attempts: 3,
      last_error: 'Its last attempt never finished: the process running it stopped, or its lease ran out.',
    })
    expect(survivor.output()).not.toContain('the job kills its process')
  }, HANG_GUARD_MS)
})
