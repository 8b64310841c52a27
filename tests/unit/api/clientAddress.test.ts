import { describe, expect, it } from 'vitest'
import { clientAddress } from '../../../api/security/clientAddress.ts'
import { ConfigError, loadConfig } from '../../../api/config.ts'

const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy

describe('TRUST_PROXY', () => {
  it('reads false, true, a number of hops and a list of proxies', () => {
    expect(trust('false')).toEqual({ hops: 0 })
    expect(trust('true')).toEqual({ hops: 1 })
    expect(trust('2')).toEqual({ hops: 2 })
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual({ proxies: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'] })
  })

  it('stops the process on a value that is neither', () => {
    expect(() => trust('yes')).toThrow(new ConfigError('Invalid configuration: TRUST_PROXY must be true, false, a number of proxy hops or a list of proxy addresses/CIDRs'))
    expect(() => trust('10.0.0.0/33')).toThrow(ConfigError)
    expect(() => trust('-1')).toThrow(ConfigError)
  })
})

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', { hops: 0 })).toBe('203.0.113.9')
  })

  it('with one hop is the right-most forwarded entry, never the left-most one the client wrote', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4', { hops: 1 })).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.2', '198.51.100.4', { hops: 1 })).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.2', undefined, { hops: 1 })).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '', { hops: 1 })).toBe('10.0.0.2')
  })

  it('with two hops skips the second proxy too', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.3', { hops: 2 })).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.2', '198.51.100.4', { hops: 2 })).toBe('198.51.100.4')
  })

  it('with a list is the first address from the right that is not a listed proxy', () => {
    const proxies = { proxies: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'] }
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.4, 192.168.1.7', proxies)).toBe('198.51.100.4')
    expect(clientAddress('::ffff:10.1.2.3', '198.51.100.4', proxies)).toBe('198.51.100.4')
    expect(clientAddress('fd00::1', '2001:db8::5', proxies)).toBe('2001:db8::5')
    // A socket that is not a proxy is the client itself; its headers are the client's writing.
    expect(clientAddress('203.0.113.9', '6.6.6.6', proxies)).toBe('203.0.113.9')
    // Every hop a proxy: the left-most is the best we know.
    expect(clientAddress('10.1.2.3', '10.9.9.9', proxies)).toBe('10.9.9.9')
  })

  it('ignores entries that are not addresses', () => {
    expect(clientAddress('10.0.0.2', 'garbage, <script>', { hops: 1 })).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '198.51.100.4, not-an-ip', { hops: 1 })).toBe('10.0.0.2')
  })
})
