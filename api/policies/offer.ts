import type { Actor } from '../actor.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'

/** Only the request's owner chooses among its offers or asks for a re-quote; admins act for nobody. */
export const canChooseOffer = (actor: Actor, request: InsuranceRequest) => request.user_id === actor.user.id

/** Withdrawn offers are the agent's record; the customer sees only live, chosen or past ones. */
export const canSeeWithdrawnOffers = (actor: Actor) => actor.user.admin
