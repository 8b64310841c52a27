import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { filesUnder } from './filesUnder.ts'
import { SCRIPT_HASHES_FILE } from '../../shared/contract.ts'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g
const DATA_SCRIPT_TYPE = /\btype="application\/(ld\+)?json"/

/**
 * Records the sha256 of every inline script the build emitted (the header's sign-in check, Astro's
 * island loaders), so the policy can allow exactly those and no other inline script.
 */
export function recordScriptHashes(): AstroIntegration {
  return {
    name: 'record-script-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const hashes = new Set<string>()
        for await (const file of filesUnder(root)) {
          if (path.extname(file) !== '.html') continue
          for (const [, attributes, body] of (await fs.readFile(file, 'utf8')).matchAll(INLINE_SCRIPT)) {
            if (DATA_SCRIPT_TYPE.test(attributes ?? '') || !body) continue
            hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`)
          }
        }
        await fs.writeFile(path.join(root, SCRIPT_HASHES_FILE), JSON.stringify([...hashes].sort(), null, 2))
        logger.info(`recorded ${hashes.size} inline script hashes`)
      },
    },
  }
}
