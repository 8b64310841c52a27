import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { createHash } from 'node:crypto'
import type Koa from 'koa'
import { API_BASE, PRODUCT_NAME } from '../../shared/contract.ts'
import { sendTagged, type Tagged } from '../taggedAnswer.ts'

const DOCS_PATH = '/api/docs'

const asset = (type: string, body: Buffer | string): Tagged => {
  const bytes = Buffer.from(body)
  return { type, body: bytes, cacheControl: 'no-cache', etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` }
}

// Scripts come from this origin as files (the Content-Security-Policy allows no unhashed inline script).
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PRODUCT_NAME} API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css"><link rel="stylesheet" href="${DOCS_PATH}/contrast.css"></head>
<body><div id="api-docs"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>`

// No validator badge: it would load an image from swagger.io, which the policy refuses. Without deep
// links a summary holds no link inside its button. Groups start closed: with every one open, Swagger UI
// stopped drawing after the first three groups once the API passed 110 routes; a reader opens a group by its heading.
const INIT = `window.ui = SwaggerUIBundle({ url: '${API_BASE}/openapi.json', dom_id: '#api-docs', validatorUrl: null, deepLinking: false, docExpansion: 'none' })\n`

// Swagger UI's pale badges and buttons fall below WCAG AA contrast; these darker shades pass it. Code
// samples wrap instead of scrolling, as a scrolling box would need to take keyboard focus.
const CONTRAST = `.swagger-ui .opblock .opblock-summary-method { color: #fff; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #047857; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a3412; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1d4ed8; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #047857; border-color: #047857; }
.swagger-ui .btn.authorize svg { fill: #047857; }
.swagger-ui .btn.try-out__btn, .swagger-ui .btn.cancel { color: #1f2937; border-color: #1f2937; }
.swagger-ui .btn.execute { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
.swagger-ui .download-contents { background: #374151; color: #fff; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #374151; }
.swagger-ui .highlight-code > .microlight { overflow: visible; max-height: none; white-space: pre-wrap; word-break: break-all; }
`

/** Reads Swagger UI's files from node_modules once, at start. */
function loadAssets(): Map<string, Tagged> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const read = (name: string) => fs.readFileSync(path.join(dist, name))
  return new Map([
    [DOCS_PATH, asset('html', PAGE)],
    [`${DOCS_PATH}/swagger-ui.css`, asset('css', read('swagger-ui.css'))],
    [`${DOCS_PATH}/swagger-ui-bundle.js`, asset('js', read('swagger-ui-bundle.js'))],
    [`${DOCS_PATH}/init.js`, asset('js', INIT)],
    [`${DOCS_PATH}/contrast.css`, asset('css', CONTRAST)],
  ])
}

/** The interactive API reference at /api/docs (Swagger UI, served from memory). */
export function apiDocs(): Koa.Middleware {
  const assets = loadAssets()
  return async (ctx, next) => {
    const found = ctx.method === 'GET' || ctx.method === 'HEAD' ? assets.get(ctx.path) : undefined
    if (!found) return next()
    sendTagged(ctx, found)
  }
}
