import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { precompressBuild } from './site/build/precompress.ts'
import { recordScriptHashes } from './site/build/scriptHashes.ts'
import { buildAppShellWorker } from './site/build/appShellWorker.ts'
import { preloadShellScripts } from './site/build/shellPreloads.ts'
import { chunkLayout } from './site/build/chunkLayout.ts'

const SPA_PATH = /^\/(dashboard|account|admin|support)(\/|$|\?)/

/** `astro dev` has no SPA fallback: send the signed-in areas to the SPA shell, as the Koa server does. */
const spaFallback = {
  name: 'spa-fallback',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && SPA_PATH.test(req.url)) req.url = '/app/'
      next()
    })
  },
}

export default defineConfig({
  srcDir: 'site',
  publicDir: 'site/public',
  // DIST_DIR lets parallel builds (and their servers) keep apart; the server reads the same variable.
  outDir: process.env.DIST_DIR ?? 'dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), recordScriptHashes(), preloadShellScripts(), buildAppShellWorker(), precompressBuild()],
  // The footer's short legal links; the static build emits a small page that forwards to the full documents.
  redirects: {
    '/privacy': '/legal/privacy-policy',
    '/terms': '/legal/terms-and-conditions',
  },
  telemetry: false,
  vite: {
    plugins: [tailwindcss(), spaFallback, chunkLayout()],
    resolve: {
      alias: [
        { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
        { find: '@dashboard', replacement: fileURLToPath(new URL('./dashboard', import.meta.url)) },
        { find: '@site', replacement: fileURLToPath(new URL('./site', import.meta.url)) },
        { find: /^zod$/, replacement: fileURLToPath(new URL('./dashboard/kit/zod.ts', import.meta.url)) },
      ],
    },
    server: { proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000', '/square-emulator': 'http://127.0.0.1:3000' } },
  },
})
