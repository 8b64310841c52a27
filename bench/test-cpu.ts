// Where `npm test`'s time goes (issue #29's 6-minute goal): runs the suite, or one half of it, as
// `npm test` does, and reads every process's CPU time from /proc each half second, then prints the
// CPU seconds by kind of process beside the machine's capacity (cores × wall time) in the same run.
// Usage: `npm run bench:tests` (both halves), `npm run bench:tests -- e2e`, or with the files to run
// after the half. Linux only. A process born and gone between two readings is not seen; the table's
// "not attributed" row is the machine's busy time (/proc/stat) that no process read here accounts for.
import fs from 'node:fs'
import os from 'node:os'
import { spawn } from 'node:child_process'
import { processCpuMs, TICK_MS } from './processCpu.ts'

const SAMPLE_MS = 500

/** A process's kind, from its command line. */
function kindOf(commandLine: string): string {
  if (/chrom(e|ium)/.test(commandLine)) {
    const type = /--type=([\w-]+)/.exec(commandLine)?.[1]
    return type ? `Chromium ${type} processes` : 'Chromium browser process'
  }
  if (commandLine.includes('api/server.ts')) return 'app servers (api/server.ts)'
  if (commandLine.includes('vitest')) return 'vitest workers (tests, their apps, PGlite)'
  if (commandLine.includes('playwright')) return 'Playwright runner and workers'
  if (commandLine.includes('astro')) return 'build (astro)'
  if (commandLine.startsWith('postgres')) return 'PostgreSQL'
  if (/\bnode\b/.test(commandLine)) return 'other node processes (CLIs and servers the tests spawn)'
  return 'other processes'
}

interface Seen {
  kind: string
  first: number
  last: number
}

const seen = new Map<string, Seen>()

function commandLineOf(pid: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
  } catch {
    return null
  }
}

/** Reads every process; one already running at the first reading counts from it, a later one from its start. */
function sample(first = false): void {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || pid === String(process.pid)) continue
    const ms = processCpuMs(pid)
    if (ms === null) continue
    const seconds = ms / 1000
    const known = seen.get(pid)
    if (known) {
      known.last = seconds
      continue
    }
    const commandLine = commandLineOf(pid)
    if (commandLine === null || commandLine === '') continue
    seen.set(pid, { kind: kindOf(commandLine), first: first ? seconds : 0, last: seconds })
  }
}

/** The machine's busy CPU seconds so far, from /proc/stat (every state but idle and iowait). */
function machineBusySeconds(): number {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number)
  const total = fields.reduce((sum, value) => sum + value, 0)
  return ((total - (fields[3] ?? 0) - (fields[4] ?? 0)) * TICK_MS) / 1000
}

sample(true)
const busyAtStart = machineBusySeconds()
const startedAt = Date.now()
const timer = setInterval(() => sample(), SAMPLE_MS)

const child = spawn(process.execPath, ['scripts/test.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
child.on('exit', (code) => {
  clearInterval(timer)
  sample()
  const wall = (Date.now() - startedAt) / 1000
  const capacity = wall * os.availableParallelism()
  const busy = machineBusySeconds() - busyAtStart
  const byKind = new Map<string, number>()
  for (const { kind, first, last } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + last - first)
  const rows = [...byKind].filter(([, seconds]) => seconds >= 0.5).sort((a, b) => b[1] - a[1])
  const attributed = rows.reduce((sum, [, seconds]) => sum + seconds, 0)
  const line = (name: string, seconds: number) => `| ${name} | ${seconds.toFixed(0)} | ${((100 * seconds) / capacity).toFixed(1)}% |`
  console.log(`\n${code === 0 ? 'The tests passed' : `The tests failed (exit ${code})`}: ${wall.toFixed(0)} s on ${os.availableParallelism()} cores, load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}.\n`)
  console.log('| Process | CPU s | share of the machine |')
  console.log('|---|---|---|')
  for (const [kind, seconds] of rows) console.log(line(kind, seconds))
  console.log(line('not attributed (short-lived processes, the kernel, other jobs)', Math.max(0, busy - attributed)))
  console.log(line('idle', Math.max(0, capacity - busy)))
  process.exit(code ?? 1)
})
