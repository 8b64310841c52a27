import { BaseModel } from './BaseModel.ts'
import { User } from './User.ts'
import type { OFFER_EVENT_ACTIONS } from '../../shared/schemas/offers.ts'

/** The request's audit trail for offers: each add, change, withdrawal, choice, binding and re-quote. */
export class OfferEvent extends BaseModel {
  declare id: number
  declare insurance_request_id: number
  declare offer_id: number | null
  declare actor_user_id: number | null
  declare action: (typeof OFFER_EVENT_ACTIONS)[number]
  declare detail: string
  declare created_at: Date
  declare actor?: User | null

  static override tableName = 'offer_events'

  static override relationMappings = () => ({
    actor: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'offer_events.actor_user_id', to: 'users.id' },
    },
  })
}
