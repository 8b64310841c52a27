import type Koa from 'koa'
import { OutboxMessage } from '../models/OutboxMessage.ts'
import { escapeHtml } from './templates/layout.ts'
import { PRODUCT_NAME } from '../../shared/contract.ts'
import { isCleanLine } from '../../shared/rules/text.ts'

const DEV_MAILBOX_PATH = '/dev/mailbox'
const LIMIT = 50

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;background:#f3f4f6;line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.lead{margin:0 0 1.5rem;color:#4b5563}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin-bottom:1.5rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:.375rem;min-width:18rem}
button,.button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;text-decoration:none;cursor:pointer}
.button.secondary{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
article{background:#fff;border-radius:.5rem;padding:1rem 1.25rem;margin-bottom:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}
article h3{font-size:1.125rem;margin:0 0 .25rem}
.meta{color:#4b5563;margin:0 0 .75rem;font-size:.875rem}
.code{display:inline-block;font:700 1.75rem/1.2 ui-monospace,monospace;letter-spacing:.3em;background:#eff6ff;color:#1e3a8a;border:2px dashed #1d4ed8;border-radius:.375rem;padding:.25rem .75rem;user-select:all}
pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;border:1px solid #e5e7eb;border-radius:.375rem;padding:.75rem;font-size:.875rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
a{color:#1d4ed8}
`

function renderMessage(message: OutboxMessage): string {
  const headingId = `message-${message.id}`
  const sent = new Date(message.created_at)
  const code = message.code
    ? `<p>Code: <strong class="code" aria-label="Code ${escapeHtml(message.code.split('').join(' '))}">${escapeHtml(message.code)}</strong></p>`
    : ''
  return `<article aria-labelledby="${headingId}">
<h3 id="${headingId}">${escapeHtml(message.subject)}</h3>
<p class="meta">To <a href="?to=${encodeURIComponent(message.to_address)}">${escapeHtml(message.to_address)}</a> · <time datetime="${sent.toISOString()}">${escapeHtml(sent.toUTCString())}</time></p>
${code}
<pre>${escapeHtml(message.text_body)}</pre>
<p><a href="${DEV_MAILBOX_PATH}/${message.id}.html" target="_blank" rel="noopener">Open the HTML part<span class="sr-only"> of “${escapeHtml(message.subject)}” (new tab)</span></a></p>
</article>`
}

function renderMailboxPage(messages: OutboxMessage[], to: string): string {
  const heading = to ? `Messages to ${escapeHtml(to)}` : 'All messages'
  const list = messages.length
    ? messages.map(renderMessage).join('\n')
    : `<p role="status">No messages${to ? ` to ${escapeHtml(to)}` : ''} yet. E-mails the app sends appear here.</p>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Dev mailbox · ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${PRODUCT_NAME} dev mailbox</h1>
<p class="lead">E-mails captured instead of being sent (no SMTP_URL is set). Newest first, up to ${LIMIT}. Not available in production.</p>
<form method="get" action="${DEV_MAILBOX_PATH}" role="search" aria-label="Filter messages">
<div><label for="to">Recipient email</label>
<input id="to" name="to" type="email" autocomplete="off" value="${escapeHtml(to)}" placeholder="name@example.com"></div>
<button type="submit">Filter</button>
<a class="button secondary" href="${DEV_MAILBOX_PATH}">Show all</a>
</form>
<section aria-labelledby="list-heading">
<h2 id="list-heading" style="font-size:1.25rem">${heading}</h2>
${list}
</section>
</main>
</body>
</html>`
}

// The captured HTML is shown as sent, but sandboxed: no scripts, no requests, no same-origin access.
const HTML_PART_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:"
const HTML_PART_PATH = new RegExp(`^${DEV_MAILBOX_PATH}/(\\d{1,15})\\.html$`)

async function serveHtmlPart(ctx: Koa.Context, id: number): Promise<void> {
  const message = await OutboxMessage.query().findById(id)
  ctx.set('Cache-Control', 'no-store')
  if (!message) {
    ctx.status = 404
    ctx.type = 'text'
    ctx.body = 'No such message.'
    return
  }
  ctx.set('Content-Security-Policy', HTML_PART_POLICY)
  ctx.type = 'html'
  ctx.body = message.html_body
}

/**
 * GET /dev/mailbox (the outbox as a page for people) and /dev/mailbox/ID.html (one message's HTML
 * part); mounted only outside production, and answering only those `mayUse` lets in.
 */
export function devMailboxPage(mayUse: (ctx: Koa.Context) => boolean): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    if (!ctx.path.startsWith(DEV_MAILBOX_PATH) || !mayUse(ctx)) return next()
    const part = HTML_PART_PATH.exec(ctx.path)
    if (part?.[1]) return serveHtmlPart(ctx, Number(part[1]))
    if (ctx.path !== DEV_MAILBOX_PATH) return next()
    const raw = ctx.query.to
    const to = (typeof raw === 'string' ? raw : '').trim().slice(0, 254)
    if (!isCleanLine(to)) {
      ctx.status = 400
      ctx.type = 'text'
      ctx.body = 'The recipient must not contain control characters.'
      return
    }
    const messages = await OutboxMessage.latest(LIMIT, to || undefined)
    ctx.type = 'html'
    ctx.set('Cache-Control', 'no-store')
    ctx.body = renderMailboxPage(messages, to)
  }
}
