import { defineRoute } from '../defineRoute.ts'
import { htmlPage, HtmlPageResponse } from '../htmlPage.ts'
import { unsubscribe } from '../../services/notifications.ts'
import { EMAIL_KIND_COPY } from '../../../shared/constants/emailPreferences.ts'
import { INVALID_LINK_PAGE, notificationPage } from './page.ts'
import { UnsubscribeQuery } from './unsubscribeQuery.ts'
import { sessionWriteLimits } from '../writeLimits.ts'

/**
 * Unsubscribes: the confirmation page's button (`via=page`) or a mail client's RFC 8058 one-click
 * POST of `List-Unsubscribe=One-Click` to the List-Unsubscribe address. The token is the authority.
 */
export const confirmUnsubscribe = defineRoute({
  method: 'post',
  path: '/notifications/unsubscribe',
  access: 'public',
  summary: 'Unsubscribes (the page button or one-click)',
  response: HtmlPageResponse,
  errors: [],
  rateLimits: sessionWriteLimits('notifications:unsubscribe'),
  query: UnsubscribeQuery,
  async handle({ app, query }) {
    const via = query.via === 'page' ? 'confirmation_page' : 'one_click'
    const done = query.token ? await unsubscribe(app, query.token, query.kind, via) : false
    if (!done) return htmlPage(INVALID_LINK_PAGE)
    const label = EMAIL_KIND_COPY[query.kind].label.toLowerCase()
    return htmlPage(
      notificationPage(
        'You are unsubscribed',
        `<p>You will no longer receive ${label} e-mails. You can turn them back on at any time in your account.</p>
<p><a href="/account" style="color:#1d4ed8">Go to your account</a> · <a href="/" style="color:#1d4ed8">Return to Home</a></p>`,
      ),
    )
  },
})
