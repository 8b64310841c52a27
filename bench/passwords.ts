// How long judging a new password holds the API process: the strength estimator runs on the event
// loop, so every other request of that process waits. Beside it, in the same run, the password's
// Argon2id hash (OWASP cost), which a sign-up pays anyway but off the event loop, in libuv's pool.
// Usage: `npm run bench:passwords`. Each row is the median CPU time of RUNS judgements.
import { assertGoodPassword } from '../api/services/passwordPolicy.ts'
import { hashPassword } from '../api/services/passwords.ts'
import { median } from './load.ts'

const RUNS = 7
const owner = { email: 'casey.jordan@example.com', first_name: 'Casey', last_name: 'Jordan' }

/** What people type, then what an attacker may send: the 100-character limit filled with look-alike digits and symbols. */
const PASSWORDS: [string, string][] = [
  ['a passphrase', 'plum-harbor-41-quiet-lantern'],
  ['a leet word', 'Tr0ub4d0r&3x'],
  ['a UUID', '550e8400-e29b-41d4-a716-446655440000'],
  ['100 characters of "1337"', '1337'.repeat(25)],
  ['100 characters of look-alike digits', 'a4e3o0i1s5'.repeat(10)],
  ['99 characters of look-alike symbols', '@$3!0|7+4'.repeat(11)],
]

/** CPU milliseconds of one judgement: the time the event loop is held. */
async function judgeMs(password: string): Promise<number> {
  const start = process.cpuUsage()
  await assertGoodPassword(password, owner).catch(() => undefined)
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

async function hashMs(password: string): Promise<number> {
  const start = performance.now()
  await hashPassword(password, 'owasp')
  return performance.now() - start
}

await judgeMs('load the estimator and its dictionaries first')
const rows: string[] = []
for (const [label, password] of PASSWORDS) {
  const judged: number[] = []
  const hashed: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    judged.push(await judgeMs(password))
    hashed.push(await hashMs(password))
  }
  const judge = median(judged)
  const hash = median(hashed)
  rows.push(`| ${label} | ${judge.toFixed(0)} | ${hash.toFixed(0)} | ${(judge / hash).toFixed(2)} |`)
}
process.stdout.write([
  '| Password | judged: event loop held, ms | Argon2id hash (baseline), ms | ratio |',
  '|---|---|---|---|',
  ...rows,
].join('\n') + '\n')
