import { BaseModel } from './BaseModel.ts'
import { Carrier } from './Carrier.ts'
import type { OfferCoverages, OfferStatus } from '../../shared/schemas/offers.ts'
import type { Firmness } from '../../shared/constants/firmness.ts'

/** One carrier's offer on a request; amounts are two-decimal strings straight from numeric(10,2). */
export class Offer extends BaseModel {
  declare id: number
  declare insurance_request_id: number
  declare carrier_id: number
  declare term_months: number
  declare premium: string
  declare down_payment: string
  declare monthly_instalment: string
  declare instalment_count: number
  declare deductible: number | null
  declare liability_limits: string
  declare coverages: OfferCoverages
  declare discounts: string[]
  declare valid_until: string
  declare note: string | null
  declare status: OfferStatus
  declare withdrawal_reason: string | null
  declare chosen_at: Date | null
  declare chosen_by_user_id: number | null
  declare firmness: Firmness
  declare firmness_note: string | null
  declare agreed_premium: string | null
  declare created_at: Date
  declare updated_at: Date
  declare carrier?: Carrier

  static override tableName = 'offers'
  // Objection would otherwise send every array as JSON; text[] columns need pg's own array encoding.
  static override jsonAttributes = ['coverages']

  static override relationMappings = () => ({
    carrier: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Carrier,
      join: { from: 'offers.carrier_id', to: 'carriers.id' },
    },
  })
}
