import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { escapeHtml } from '../../mail/templates/layout.ts'

/** The small page a link from an e-mail opens; `bodyHtml` is already escaped. */
export function notificationPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${PRODUCT_NAME}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f7fb;color:#1f2937">
<main style="max-width:560px;margin:64px auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#1d4ed8;margin:0 0 24px">${PRODUCT_NAME}</p>
<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>`
}

export const INVALID_LINK_PAGE = notificationPage(
  'This link is not valid',
  `<p>The unsubscribe link is incomplete or was not issued by us. Please use the link from your most recent e-mail, or change your e-mail preferences in your account.</p>
<p><a href="/account" style="color:#1d4ed8">Go to your account</a> · <a href="/" style="color:#1d4ed8">Return to Home</a></p>`,
)
