import { defineRoute } from '../defineRoute.ts'
import { htmlPage, HtmlPageResponse } from '../htmlPage.ts'
import { accountFromToken } from '../../services/notifications.ts'
import { EMAIL_KIND_COPY } from '../../../shared/constants/emailPreferences.ts'
import { escapeHtml } from '../../mail/templates/layout.ts'
import { INVALID_LINK_PAGE, notificationPage } from './page.ts'
import { UnsubscribeQuery } from './unsubscribeQuery.ts'

/**
 * The page an e-mail's unsubscribe link opens. It changes nothing: mail scanners follow links, so
 * only the button (a POST) unsubscribes.
 */
export const unsubscribe = defineRoute({
  method: 'get',
  path: '/notifications/unsubscribe',
  access: 'public',
  summary: 'The unsubscribe link\'s confirmation page',
  response: HtmlPageResponse,
  errors: [],
  query: UnsubscribeQuery,
  async handle({ app, query }) {
    if (!query.token || !(await accountFromToken(app, query.token, query.kind))) return htmlPage(INVALID_LINK_PAGE)
    const label = EMAIL_KIND_COPY[query.kind].label.toLowerCase()
    const action = `?${new URLSearchParams({ kind: query.kind, token: query.token, via: 'page' }).toString()}`
    return htmlPage(
      notificationPage(
        `Stop ${label} e-mails?`,
        `<p>${escapeHtml(EMAIL_KIND_COPY[query.kind].description)} Press the button to stop these e-mails. Codes, receipts and account messages are still sent.</p>
<form method="post" action="${escapeHtml(action)}" style="margin:24px 0">
<button type="submit" style="background:#1d4ed8;color:#ffffff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer">Unsubscribe</button>
</form>
<p><a href="/account" style="color:#1d4ed8">Manage all e-mail preferences in your account</a></p>`,
      ),
    )
  },
})
