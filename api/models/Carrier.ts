import { BaseModel } from './BaseModel.ts'
import type { CarrierRating } from '../../shared/schemas/carriers.ts'

/** An insurer the agent quotes with; a retired one keeps its past offers but gets no new ones. */
export class Carrier extends BaseModel {
  declare id: number
  declare name: string
  declare rating: CarrierRating
  declare states: string[]
  declare satisfaction_note: string
  declare website: string
  /** The carrier's own claims line and page, shown to a customer who just reported an accident. */
  declare claims_phone: string
  declare claims_website: string
  declare retired_at: Date | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'carriers'
  // Objection would otherwise send every array as JSON; text[] columns need pg's own array encoding.
  static override jsonAttributes = []
}
