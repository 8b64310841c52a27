import { defineRoute } from '../../../routes/defineRoute.ts'
import { serviceUnavailable } from '../../../errors.ts'
import { PaymentsConfigJson } from '../../../../shared/schemas/subscriptions.ts'
import { EMULATOR_APPLICATION_ID, EMULATOR_LOCATION_ID, EMULATOR_PREFIX } from '../../../payments-emulator/constants.ts'
import { isEmulated } from '../../../payments-emulator/index.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** What the browser's card form needs: real Square's public ids, or the built-in sandbox emulator. */
export const config = defineRoute({
  method: 'get',
  path: '/payments/config',
  access: 'public',
  summary: 'What the browser\'s card form needs',
  response: dataEnvelope(PaymentsConfigJson),
  errors: [],
  async handle({ app }) {
    const square = app.config.square
    if (square) {
      const data: PaymentsConfigJson = { application_id: square.applicationId, location_id: square.locationId, environment: square.environment, emulated: false, currencies: app.config.paymentCurrencies }
      return { data }
    }
    if (!isEmulated(app)) throw serviceUnavailable('Card payments are not configured.')
    const data: PaymentsConfigJson = {
      application_id: EMULATOR_APPLICATION_ID,
      location_id: EMULATOR_LOCATION_ID,
      environment: 'sandbox',
      script_src: `${EMULATOR_PREFIX}/square.js`,
      emulated: true,
      currencies: app.config.paymentCurrencies,
    }
    return { data }
  },
})
