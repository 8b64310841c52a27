import fs from 'node:fs'

/** Linux counts CPU time in clock ticks of 10 ms (USER_HZ 100), in /proc/<pid>/stat and /proc/stat alike. */
export const TICK_MS = 10

/** One process's user and system time so far, in ms, or null once it is gone (or without /proc). */
export function processCpuMs(pid: number | string): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name in parentheses may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS
  } catch {
    return null
  }
}
