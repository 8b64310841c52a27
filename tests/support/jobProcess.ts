/**
 * A job worker in a process of its own, for the tests that kill it (tests/api/jobs.processes.test.ts).
 * It boots the app on DATA_DIR as the server does, queues its scenario's job once (`mail`: a
 * verification e-mail; `kill`: a job that kills its own process), and runs the worker on the app's
 * job list and the test kind below. On SIGTERM it stops the worker and prints the job's row.
 */
import { loadConfig } from '../../api/config.ts'
import { boot } from '../../api/runtime/boot.ts'
import { verificationCodeMessage } from '../../api/mail/templates/verificationCode.ts'
import type { JobDefinition } from '../../api/services/jobs/defineJob.ts'
import { JOBS } from '../../api/services/jobs/list.ts'
import { startJobWorker } from '../../api/services/jobs/worker.ts'
import { enqueueMail } from '../../api/services/mailing.ts'

const DEDUPE_KEY = 'process-test'

/** A job whose every run takes its process down, as a native crash or running out of memory would. */
const killsItsProcess: JobDefinition = {
  kind: 'test_kills_its_process',
  maxAttempts: 3,
  concurrency: 1,
  async run() {
    process.stdout.write('the job kills its process\n')
    process.kill(process.pid, 'SIGKILL')
  },
}

const runtime = await boot(loadConfig(), 'a job test process')
const { app } = runtime
const scenario = process.argv[2]
if (scenario === 'mail') {
  await enqueueMail(app.knex, verificationCodeMessage({ to: 'ada@example.com', firstName: 'Ada', code: 'ABC234' }), DEDUPE_KEY, app.now())
} else if (scenario === 'kill') {
  await app.knex('jobs').insert({ kind: killsItsProcess.kind, payload: '{}', run_at: app.now(), dedupe_key: DEDUPE_KEY }).onConflict('dedupe_key').ignore()
}
const worker = startJobWorker(app, { jobs: [...JOBS, killsItsProcess] })
process.stdout.write('the job worker runs\n')

process.once('SIGTERM', () => {
  void worker.stop()
    .then(() => app.knex('jobs').where('dedupe_key', 'like', `%${DEDUPE_KEY}`).first('state', 'attempts', 'last_error'))
    .then((job: unknown) => process.stdout.write(`job: ${JSON.stringify(job ?? null)}\n`))
    .then(() => runtime.shutdown())
    .then(() => process.exit(0))
})
