import { Model } from 'objection'

export class AutoInsurance extends Model {
  declare id: number
  declare insurance_request_id: number
  declare vin: string
  declare insurance_company_length: string
  declare insurance_company: string | null
  declare car_ownership_length: string
  declare is_financed: boolean
  declare financial_institution: string | null
  declare coverage_type: string
  declare deductible: number | null
  declare minimum_liability_limits: string
  declare pip: number | null
  declare um_uim: boolean
  declare med_pay: boolean
  declare med_pay_amount: number | null
  declare professional_organization: boolean
  declare professional_organization_name: string | null
  declare defensive_driving_certificate: boolean
  declare multiple_vehicles: boolean
  declare number_of_vehicles: number | null
  declare homeowner: boolean
  declare good_student: boolean
  declare school: string | null
  declare safety_features: boolean
  declare safety_features_list: string | null
  declare anti_theft_devices: boolean
  declare full_payment_upfront: boolean
  declare clean_record: boolean
  declare paperless_billing: boolean
  declare automatic_payments: boolean
  declare telematics_program: boolean
  declare military: boolean
  declare military_branch: string | null
  declare senior_course: boolean
  declare affinity_group: boolean
  declare affinity_group_name: string | null
  declare advance_quote: boolean
  declare had_insurance_lapse: boolean
  declare authorization: boolean

  static override tableName = 'auto_insurances'
}
