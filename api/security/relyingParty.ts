import type { Config } from '../config.ts'
import { PRODUCT_NAME } from '../../shared/contract.ts'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]'])

/**
 * Who passkeys are made for: the site's own host and origin, from PUBLIC_URL. Browsers refuse an IP
 * address as a relying party, so a PUBLIC_URL on this machine's loopback address (the browser tests,
 * a local start) is served to passkeys as `localhost` on the same port.
 */
export function relyingParty(config: Pick<Config, 'publicUrl'>): { id: string; name: string; origin: string } {
  const url = new URL(config.publicUrl)
  if (!LOOPBACK_HOSTS.has(url.hostname)) return { id: url.hostname, name: PRODUCT_NAME, origin: url.origin }
  url.hostname = 'localhost'
  return { id: 'localhost', name: PRODUCT_NAME, origin: url.origin }
}
