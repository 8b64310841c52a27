import { adminCreate } from './create.ts'
import { adminUpdate } from './update.ts'
import { adminWithdraw } from './withdraw.ts'
import { adminBind } from './bind.ts'
import { adminEvents } from './events.ts'
import { adminFirmness } from './firmness.ts'

/** The agent's side of offers: add, change, withdraw, bind, firmness, history. */
export const adminOfferRoutes = [adminCreate, adminUpdate, adminWithdraw, adminBind, adminEvents, adminFirmness]
