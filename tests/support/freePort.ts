import fs from 'node:fs'
import net from 'node:net'
import { randomInt } from 'node:crypto'

/** The first port the kernel may hand out to outgoing connections. */
function ephemeralFloor(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768
  } catch {
    return 32768
  }
}

const LOWEST = 10_000
const CEILING = Math.max(ephemeralFloor(), LOWEST + 1_000)

function listensOn(port: number): Promise<boolean> {
  const probe = net.createServer()
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * A TCP port nobody listens on right now, chosen at random: two test runs side by side (or a dev
 * server already on a fixed port) never meet on the same one. It lies below the ports of outgoing
 * connections: one the kernel picked for a listener, released and given to a server a moment later,
 * could meanwhile become the local end of a connection (to PostgreSQL, say), and the server failed
 * with EADDRINUSE (seen in CI).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(LOWEST, CEILING)
    if (await listensOn(port)) return port
  }
  throw new Error(`no free port between ${LOWEST} and ${CEILING}`)
}
