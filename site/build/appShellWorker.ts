import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { stripTypeScriptTypes } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { APP_SHELL_SCOPE, APP_SHELL_WORKER_PATH } from '../../shared/appShellWorker.ts'
import { shellAssets } from './shellAssets.ts'

const WORKER_SOURCE = fileURLToPath(new URL('../../dashboard/appShellWorker/worker.ts', import.meta.url))

/**
 * Writes the dashboard's service worker (dashboard/appShellWorker/worker.ts) into the build, typed
 * source stripped to JavaScript, with this build's shell: its files, and a version that changes with
 * them, so each build's worker replaces the last and clears its cache. Runs before precompression.
 */
export function buildAppShellWorker(): AstroIntegration {
  return {
    name: 'app-shell-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const html = await fs.readFile(path.join(root, 'app', 'index.html'), 'utf8')
        const assets = await shellAssets(root, html)
        const source = await fs.readFile(WORKER_SOURCE, 'utf8')
        const version = createHash('sha256').update(source).update(html).update(assets.join('\n')).digest('hex').slice(0, 16)
        // The worker is a classic script: its module marker goes with the types.
        const code = stripTypeScriptTypes(source).replace(/^export \{\}\s*$/m, '')
        const manifest = { version, shell: APP_SHELL_SCOPE, assets }
        await fs.writeFile(path.join(root, APP_SHELL_WORKER_PATH), `const APP_SHELL = ${JSON.stringify(manifest)};\n${code}`)
        logger.info(`wrote ${APP_SHELL_WORKER_PATH} (shell version ${version}, ${assets.length} files)`)
      },
    },
  }
}
