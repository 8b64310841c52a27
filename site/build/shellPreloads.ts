import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { shellAssets } from './shellAssets.ts'

/**
 * Names every script the SPA shell's island imports statically in its HTML (modulepreload), so the
 * browser fetches them all at once: otherwise each chunk is found only once the one importing it has
 * arrived, a round trip per level before the app can paint anything. Runs before the app shell worker
 * and precompression, which read the page.
 *
 * Not in /dashboard, whose first paint is in its HTML: there the preloads held that paint until every
 * script had arrived (Lighthouse mobile, median of 3: LCP 3.19 s with them, at low priority too, 0.96 s without).
 */
export function preloadShellScripts(): AstroIntegration {
  return {
    name: 'preload-shell-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const file = path.join(fileURLToPath(dir), 'app', 'index.html')
        const html = await fs.readFile(file, 'utf8')
        const scripts = (await shellAssets(fileURLToPath(dir), html)).filter((asset) => asset.endsWith('.js'))
        const links = scripts.map((script) => `<link rel="modulepreload" href="${script}">`).join('')
        await fs.writeFile(file, html.replace('</head>', `${links}</head>`))
        logger.info(`preloaded ${scripts.length} scripts in the SPA shell`)
      },
    },
  }
}
