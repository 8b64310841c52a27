import { BaseModel } from './BaseModel.ts'

export class Applicant extends BaseModel {
  declare id: number
  declare insurance_request_id: number
  declare first_name: string
  declare last_name: string
  declare email: string
  declare phone_number: string
  declare drivers_license: string | null
  declare street: string
  declare city: string
  declare state: string
  declare zip: string

  static override tableName = 'applicants'

}
