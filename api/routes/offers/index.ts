import { list } from './list.ts'
import { choose } from './choose.ts'
import { requote } from './requote.ts'
import { confirmPrice } from './confirmPrice.ts'

/** Carriers' offers on requests, the customer's side beside the request (the agent's is in admin/offers). */
export const offerRoutes = [list, choose, requote, confirmPrice]
