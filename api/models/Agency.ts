import { BaseModel } from './BaseModel.ts'

/** The agency behind GetQuote: one row (id 1) with its legal identity; its licences are AgencyLicence rows. */
export class Agency extends BaseModel {
  declare id: number
  declare legal_name: string
  declare state_of_domicile: string
  declare principal_place_of_business: string
  declare national_producer_number: string
  declare updated_by_user_id: number | null
  declare updated_at: Date

  static override tableName = 'agency'
}
