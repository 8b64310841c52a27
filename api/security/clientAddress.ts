import net from 'node:net'

/**
 * Which X-Forwarded-For entries to believe: none (`hops: 0`), the last `hops` proxies in front of us,
 * or any proxy whose address is in the list. Only proxies append to the header; everything left of
 * them is written by the client, so the client is the first untrusted address from the right.
 */
export type ProxyTrust = { hops: number } | { proxies: string[] }

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** An address as written by Node or a proxy, IPv4-mapped IPv6 unwrapped; null when it is not one. */
function normalize(address: string): string | null {
  const trimmed = address.trim()
  const unwrapped = IPV4_MAPPED.exec(trimmed)?.[1] ?? trimmed
  return net.isIP(unwrapped) ? unwrapped : null
}

/** Parses one list entry: an address or a CIDR; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [rawAddress = '', rawPrefix, ...rest] = entry.trim().split('/')
  const address = normalize(rawAddress)
  if (!address || rest.length > 0) return null
  const family = net.isIPv4(address) ? 'ipv4' : 'ipv6'
  const max = family === 'ipv4' ? 32 : 128
  if (rawPrefix === undefined) return { address, prefix: max, family }
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) return null
  return { address, prefix: Number(rawPrefix), family }
}

function trustedList(proxies: string[]): (address: string) => boolean {
  const list = new net.BlockList()
  for (const entry of proxies) {
    const parsed = parseProxyEntry(entry)
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family)
  }
  return (address) => list.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6')
}

const lists = new WeakMap<ProxyTrust, (address: string) => boolean>()

/** The client's address from the socket's and the X-Forwarded-For header, as `trust` allows. */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const socket = normalize(socketAddress) ?? socketAddress
  const forwarded = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')
  // Nearest first: the socket, then the header from its right end.
  const chain = [socket, ...forwarded.reverse()]
  let index: number
  if ('hops' in trust) {
    index = Math.min(trust.hops, chain.length - 1)
  } else {
    const isTrusted = lists.get(trust) ?? trustedList(trust.proxies)
    lists.set(trust, isTrusted)
    index = 0
    while (index < chain.length - 1 && isTrusted(normalize(chain[index] ?? '') ?? '')) index += 1
  }
  if (index === 0) return socket
  return normalize(chain[index] ?? '') ?? socket
}
