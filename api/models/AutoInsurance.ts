import { BaseModel } from './BaseModel.ts'
import type { AutoInsuranceJson } from '../../shared/schemas/insuranceRequestJson.ts'
import type { DriverJson, VehicleJson } from '../../shared/schemas/household.ts'

// The columns are the answers of the request body, declared once in its schema; an interface merged
// with the class types them here, as `declare` lines would, without naming each again.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface AutoInsurance extends AutoInsuranceJson {
  id: number
  insurance_request_id: number
  drivers: DriverJson[]
  vehicles: VehicleJson[]
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class AutoInsurance extends BaseModel {
  static override tableName = 'auto_insurances'
  static override jsonAttributes = ['drivers', 'vehicles']

}
