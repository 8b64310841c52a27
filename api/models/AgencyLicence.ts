import { BaseModel } from './BaseModel.ts'

/** The agency's licence in one state; expires_on is a calendar day ('YYYY-MM-DD'), valid through that day. */
export class AgencyLicence extends BaseModel {
  declare id: number
  declare state: string
  declare licence_number: string
  declare lines_of_authority: string[]
  declare expires_on: string

  static override tableName = 'agency_licences'
  // Objection would otherwise send every array as JSON; text[] columns need pg's own array encoding.
  static override jsonAttributes = []
}
