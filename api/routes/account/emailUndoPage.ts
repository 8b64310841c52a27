import { defineRoute } from '../defineRoute.ts'
import { htmlPage, HtmlPageResponse } from '../htmlPage.ts'
import { findEmailChangeUndo, undoState } from '../../services/emailChangeUndo.ts'
import { User } from '../../models/User.ts'
import { EmailUndoQuery } from './undoQuery.ts'
import { undoConfirmationPage, undoOutcomePage } from './undoPages.ts'

/** The page the "This wasn't me" link of an e-mail change notice opens. It changes nothing. */
export const emailUndoPage = defineRoute({
  method: 'get',
  path: '/account/email_undo',
  access: 'public',
  summary: 'The e-mail change undo link\'s confirmation page',
  response: HtmlPageResponse,
  errors: [],
  query: EmailUndoQuery,
  async handle({ app, query }) {
    const undo = query.token ? await findEmailChangeUndo(app, query.token) : undefined
    if (!undo || !query.token) return htmlPage(undoOutcomePage('invalid'))
    const state = undoState(app, undo, await User.query().findById(undo.user_id))
    if (state !== 'ready') return htmlPage(undoOutcomePage(state))
    const action = `?${new URLSearchParams({ token: query.token }).toString()}`
    return htmlPage(undoConfirmationPage(undo.old_email, undo.new_email, action))
  },
})
