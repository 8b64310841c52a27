import { adminCreate } from './adminCreate.ts'
import { adminUpdate } from './adminUpdate.ts'
import { adminWithdraw } from './adminWithdraw.ts'
import { adminBind } from './adminBind.ts'
import { adminEvents } from './adminEvents.ts'
import { list } from './list.ts'
import { choose } from './choose.ts'
import { requote } from './requote.ts'
import { adminFirmness } from './adminFirmness.ts'
import { confirmPrice } from './confirmPrice.ts'

/** Carriers' offers on requests: the agent's side under /admin, the customer's beside the request. */
export const offerRoutes = [adminCreate, adminUpdate, adminWithdraw, adminBind, adminEvents, list, choose, requote, adminFirmness, confirmPrice]
