import net from 'node:net'

/**
 * A TCP port nobody listens on right now, chosen by the OS: two test runs side by side (or a dev
 * server already on a fixed port) never meet on the same one.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', resolve)
  })
  const address = probe.address()
  if (!address || typeof address === 'string') throw new Error('the probe is not listening on TCP')
  const { port } = address
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
