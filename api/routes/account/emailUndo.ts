import { defineRoute } from '../defineRoute.ts'
import { htmlPage, HtmlPageResponse } from '../htmlPage.ts'
import { undoEmailChange } from '../../services/emailChangeUndo.ts'
import { EmailUndoQuery } from './undoQuery.ts'
import { undoOutcomePage } from './undoPages.ts'

/** "This wasn't me": the confirmation page's button. The signed, single-use token is the authority. */
export const emailUndo = defineRoute({
  method: 'post',
  path: '/account/email_undo',
  access: 'public',
  summary: 'Undoes an e-mail change from the old address\'s link',
  response: HtmlPageResponse,
  errors: [],
  query: EmailUndoQuery,
  rateLimits: [{ name: 'email_undo:ip', limit: 20, windowSeconds: 3600 }],
  async handle({ app, query }) {
    return htmlPage(undoOutcomePage(query.token ? await undoEmailChange(app, query.token) : 'invalid'))
  },
})
