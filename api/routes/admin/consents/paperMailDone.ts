import { defineRoute } from '../../defineRoute.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { PaperMailTaskJson, PaperMailTaskParams } from '../../../../shared/schemas/consents.ts'
import { finishPaperMailTask } from '../../../services/paperMail.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

export const adminPaperMailDone = defineRoute({
  method: 'post',
  path: '/admin/paper_mail_tasks/:id/done',
  access: 'admin',
  summary: 'Marks a paper-mail task done',
  response: messageEnvelope(PaperMailTaskJson),
  errors: ['not_found'],
  params: PaperMailTaskParams,
  rateLimits: adminWriteLimits('paper_mail:done'),
  async handle({ app, actor, params }) {
    return { data: await finishPaperMailTask(app, actor.user, params.id), message: 'Marked as mailed.' }
  },
})
