import { DISCOUNTS } from '../constants/requestOptions.ts'

const applicant = (field: string) => `insurance_request.applicant_attributes.${field}`
const address = (field: string) => `insurance_request.applicant_attributes.address_attributes.${field}`
const auto = (field: string) => `insurance_request.auto_insurance_attributes.${field}`

/** The wizard's steps and the dotted paths each one validates (the same keys the API's `fields` uses). */
export const WIZARD_STEPS = [
  {
    title: 'Personal & Vehicle Info',
    paths: [
      address('state'), applicant('first_name'), applicant('last_name'), address('street'), address('city'),
      address('zip'), applicant('phone_number'), applicant('email'), applicant('drivers_license'), auto('vin'),
      auto('insurance_company_length'), auto('car_ownership_length'), auto('insurance_company'),
      auto('is_financed'), auto('financial_institution'), 'insurance_request.drivers_attributes',
      'insurance_request.vehicles_attributes',
    ],
  },
  {
    title: 'Coverage & Discounts',
    paths: [
      auto('coverage_type'), auto('deductible'), auto('minimum_liability_limits'), auto('pip'), auto('um_uim'),
      auto('med_pay'), auto('med_pay_amount'),
      ...DISCOUNTS.flatMap((d) => ('detail' in d ? [auto(d.flag), auto(d.detail)] : [auto(d.flag)])),
    ],
  },
  { title: 'Authorization', paths: [auto('authorization')] },
] as const

/** The 14 key fields the progress bar counts (spec §2). */
export const PROGRESS_FIELDS = [
  applicant('first_name'), applicant('last_name'), address('street'), address('city'), address('state'),
  address('zip'), applicant('email'), applicant('phone_number'), auto('vin'), auto('insurance_company_length'),
  auto('car_ownership_length'), auto('coverage_type'), auto('minimum_liability_limits'), auto('authorization'),
] as const
