import { defineRoute } from '../../defineRoute.ts'
import { collectionEnvelope } from '../../../../shared/schemas/envelope.ts'
import { PaperMailTaskJson } from '../../../../shared/schemas/consents.ts'
import { openPaperMailTasks } from '../../../services/paperMail.ts'

/** Customers who withdrew consent to electronic documents and wait for paper, oldest first. */
export const adminPaperMail = defineRoute({
  method: 'get',
  path: '/admin/paper_mail_tasks',
  access: 'admin',
  summary: 'Open tasks to mail paper documents, oldest first',
  response: collectionEnvelope(PaperMailTaskJson),
  errors: [],
  async handle({ app }) {
    return { data: await openPaperMailTasks(app) }
  },
})
