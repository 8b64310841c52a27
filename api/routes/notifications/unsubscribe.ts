import { z } from 'zod'
import { defineRoute } from '../defineRoute.ts'
import { htmlPage } from '../htmlPage.ts'
import { unsubscribeFromQuoteNotifications } from '../../services/notifications.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'

// A link clicked in an e-mail: whatever arrives, the answer is a readable page, never a JSON error.
const UnsubscribeQuery = z.object({ token: z.string().max(200).optional().catch(undefined) })

function page(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${PRODUCT_NAME}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f7fb;color:#1f2937">
<main style="max-width:560px;margin:64px auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#1d4ed8;margin:0 0 24px">${PRODUCT_NAME}</p>
<h1 style="font-size:24px;margin:0 0 16px">${title}</h1>
<p>${message}</p>
<p><a href="/" style="color:#1d4ed8">Return to Home</a></p>
</main>
</body>
</html>`
}

/** The one-click opt-out from quote notification e-mails. */
export const unsubscribe = defineRoute({
  method: 'get',
  path: '/notifications/unsubscribe',
  access: 'public',
  query: UnsubscribeQuery,
  async handle({ app, query }) {
    const done = query.token ? await unsubscribeFromQuoteNotifications(app, query.token) : false
    if (done) {
      return htmlPage(page('You are unsubscribed', 'You will no longer receive e-mails when the status of your quote requests changes.'))
    }
    return htmlPage(page('This link is not valid', 'The unsubscribe link is incomplete or was not issued by us. Please use the link from your most recent e-mail.'))
  },
})
