import fs from 'node:fs'
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../support/freePort.ts'

describe('freePort', () => {
  it('answers a port a server can listen on, below the ports outgoing connections take', async () => {
    const port = await freePort()
    const [ephemeralFloor] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number)
    expect(port).toBeGreaterThanOrEqual(10_000)
    expect(port).toBeLessThan(ephemeralFloor ?? 32768)
    const server = net.createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
})
