import { defineRoute } from '../defineRoute.ts'
import { notFound } from '../../errors.ts'
import { setEmulatorFaults } from '../../payments-emulator/faults.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'
import { PaymentFaultsBody } from '../../../shared/schemas/devFaults.ts'
import { actionLimits } from '../writeLimits.ts'

/**
 * Tells the payments emulator to refuse us as Square refuses a merchant, so the admin's payment
 * alerts can be tried in a browser. Only with TEST_HOOKS=true (never in production), and like every
 * dev tool only from this machine; a default start answers 404.
 */
export const paymentFaults = defineRoute({
  method: 'put',
  path: '/dev/payment_faults',
  access: 'public',
  summary: 'Makes the payments emulator refuse our requests (development with TEST_HOOKS only)',
  body: PaymentFaultsBody,
  response: MessageResponse,
  errors: ['not_found'],
  devOnly: true,
  rateLimits: actionLimits('dev:payment_faults'),
  async handle({ app, body }) {
    if (!app.config.testHooks) throw notFound('No such API endpoint.')
    setEmulatorFaults(app, { connect: body.connect })
    return { data: null, message: body.connect ? `The emulator now answers every call ${body.connect}.` : 'The emulator answers normally again.' }
  },
})
