import { current } from './current.ts'
import { createPending } from './createPending.ts'
import { processPayment } from './processPayment.ts'
import { cancel } from './cancel.ts'
import { payments } from './payments.ts'
import { checkout } from './checkout.ts'

export const subscriptionRoutes = [current, checkout, createPending, processPayment, cancel, payments]
