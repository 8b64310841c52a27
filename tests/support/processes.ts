import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '..', '..')

export interface Spawned {
  child: ChildProcess
  output(): string
  exited: Promise<number | null>
  /** Resolves once the output contains `text`, or rejects on exit or after `timeoutMs`. */
  waitFor(text: string, timeoutMs: number): Promise<void>
}

/** `promise`, or a rejection naming `what` once `timeoutMs` has passed. */
export function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** A new data folder holding a copy of `from`'s (taken while no process has it open). */
export function copyDataDir(from: string): string {
  const dataDir = tempDataDir()
  fs.cpSync(from, dataDir, { recursive: true })
  return dataDir
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'gq-proc-'))
}

/**
 * A test process lives seconds to minutes, less than V8 spends compiling PGlite's 9 MB WebAssembly
 * module with its optimising tier in the background, so it runs on the baseline compiler (Liftoff)
 * alone: a start costs a quarter less CPU (measured: 1.8 → 1.3 s to restart, 5.4 → 4.5 s for a first
 * run) and behaves the same. `npm start` keeps both tiers, as a long-running server should.
 */
const TEST_PROCESS_FLAGS = ['--liftoff-only']

/** Runs a TypeScript entry point on the same Node that runs the tests (Node 24, see package.json). */
export function spawnNode(entry: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [...TEST_PROCESS_FLAGS, path.join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    // As a newcomer's `npm start` would: vitest's NODE_ENV=test (contract checks, the small password cost) stays behind.
    env: { ...process.env, NODE_ENV: undefined, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const watchers = new Set<() => void>()
  const append = (chunk: Buffer) => {
    output += chunk.toString()
    for (const watcher of watchers) watcher()
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  // 'close', not 'exit': it comes once the output pipes are drained, so a last line printed just before exiting is read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  return {
    child,
    output: () => output,
    exited,
    waitFor(text, timeoutMs) {
      const seen = new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return
          watchers.delete(check)
          resolve()
        }
        watchers.add(check)
        check()
        void exited.then((code) => {
          watchers.delete(check)
          if (output.includes(text)) resolve()
          else reject(new Error(`exited ${code} before "${text}"; output:\n${output}`))
        })
      })
      return within(seen, timeoutMs, `waiting for "${text}"`).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}; output:\n${output}`)
      })
    },
  }
}
