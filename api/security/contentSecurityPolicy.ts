import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { SquareConfig } from '../config.ts'
import { SCRIPT_HASHES_FILE } from '../../shared/contract.ts'

// Hosts the real Web Payments SDK loads from, talks to and frames (../shared/docs/payments-security.md A1).
const SQUARE_HOSTS = {
  sandbox: { script: ['https://sandbox.web.squarecdn.com', 'https://js.squareupsandbox.com'], connect: ['https://pci-connect.squareupsandbox.com'] },
  production: { script: ['https://web.squarecdn.com', 'https://js.squareup.com'], connect: ['https://pci-connect.squareup.com'] },
} as const
const SQUARE_FRAMES = ['https://*.squarecdn.com']

/** The inline script hashes the build recorded; none when there is no build (then no inline script runs). */
export function readScriptHashes(distDir: string): string[] {
  try {
    return z.array(z.string()).parse(JSON.parse(fs.readFileSync(path.join(distDir, SCRIPT_HASHES_FILE), 'utf8')))
  } catch {
    return []
  }
}

/**
 * One policy for every response. Scripts run only from this origin or when their hash was recorded
 * at build time, which is the main defence of the token the spec keeps in localStorage. Inline
 * styles stay allowed: the pages size a few shapes with style attributes and the toasts inject
 * theirs, and a style cannot read the token.
 */
export function contentSecurityPolicy(scriptHashes: string[], square: SquareConfig | null): string {
  const squareHosts = square ? SQUARE_HOSTS[square.environment] : { script: [], connect: [] }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...squareHosts.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: shows a photo the page fetched with its token (an accident claim's) or is about to upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...squareHosts.connect],
    'frame-src': square ? SQUARE_FRAMES : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
