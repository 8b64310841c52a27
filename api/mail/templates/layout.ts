import { PRODUCT_NAME } from '../../../shared/contract.ts'

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

export const greeting = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,')

/** A link drawn as a button; red for a warning's one action (undoing an e-mail change). */
export const button = (url: string, label: string, background = '#1d4ed8') =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:${background};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`

/** The code set apart so it is easy to read and copy. */
export const codeBlock = (code: string) =>
  `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace;margin:24px 0">${escapeHtml(code)}</p>`

/**
 * Wraps a message body (already-escaped HTML) in the product's simple e-mail shell. Everything
 * user-supplied must have passed through escapeHtml before it reaches here.
 */
export function htmlShell(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#1d4ed8;margin:0 0 24px">${PRODUCT_NAME}</p>
${bodyHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">This message was sent by ${PRODUCT_NAME}. If you did not expect it, you can ignore it.</p>
</div>
</body>
</html>`
}

export const textFooter = `\n\n— The ${PRODUCT_NAME} team\nIf you did not expect this message, you can ignore it.\n`

const SHELL_CLOSE = '</div>\n</body>'

/** Adds a closing note (e.g. an unsubscribe line, escaped HTML) inside a message made by htmlShell. */
export const appendToShell = (html: string, noteHtml: string) => html.replace(SHELL_CLOSE, `${noteHtml}\n${SHELL_CLOSE}`)
