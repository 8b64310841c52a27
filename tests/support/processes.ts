import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const repoRoot = path.resolve(import.meta.dirname, '..', '..')

export interface Spawned {
  child: ChildProcess
  output(): string
  exited: Promise<number | null>
  /** Resolves once the output contains `text`, or rejects on exit or timeout. */
  waitFor(text: string, timeoutMs?: number): Promise<void>
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'gq-proc-'))
}

/** Runs a TypeScript entry point on the same Node that runs the tests (Node 24, see package.json). */
export function spawnNode(entry: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [path.join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    output: () => output,
    exited,
    waitFor(text, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setInterval(() => {
          if (output.includes(text)) {
            clearInterval(timer)
            resolve()
          }
        }, 50)
        setTimeout(() => {
          clearInterval(timer)
          reject(new Error(`timed out waiting for "${text}"; output:\n${output}`))
        }, timeoutMs)
        void exited.then((code) => {
          clearInterval(timer)
          if (!output.includes(text)) reject(new Error(`exited ${code} before "${text}"; output:\n${output}`))
        })
      })
    },
  }
}
