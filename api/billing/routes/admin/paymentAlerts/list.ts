import { defineRoute } from '../../../../routes/defineRoute.ts'
import { listPaymentAlerts } from '../../../paymentAlerts.ts'
import { presentPaymentAlert } from '../../../presenters/paymentAlert.ts'
import { dataEnvelope } from '../../../../../shared/schemas/envelope.ts'
import { PaymentAlertJson } from '../../../../../shared/schemas/paymentAlerts.ts'
import { z } from 'zod'

/** Payments only the business can fix: charges Square refused for our fault, refunds that failed. */
export const list = defineRoute({
  method: 'get',
  path: '/admin/payment_alerts',
  access: 'admin',
  summary: 'Payments waiting on a fix of ours: held charges and failed refunds',
  response: dataEnvelope(z.array(PaymentAlertJson)),
  errors: [],
  async handle({ app }) {
    return { data: (await listPaymentAlerts(app)).map(presentPaymentAlert) }
  },
})
