import { PRODUCT_NAME } from '../contract.ts'

/* The auto quote request's answers as the customer picks them: the options, their labels and the authorization's wording. */

export const AUTHORIZATION_MESSAGE = `You must authorize ${PRODUCT_NAME} to proceed`
/** What the customer agrees to by ticking the authorization box (the wizard's, and a policy's re-quote). */
export const AUTHORIZATION_TEXT =
  `I authorize ${PRODUCT_NAME} to act as my agent: to use the information I have provided to request insurance quotes, ` +
  'negotiate on my behalf, bind the coverage I choose and represent me with insurance companies. This includes sharing my ' +
  'information with insurers and with insurance regulators as needed. I can revoke this authorization at any time in writing.'

export const INSURANCE_COMPANY_LENGTHS = ['none', 'lt_1', '1_2', '3_5', '5_plus'] as const
export const CAR_OWNERSHIP_LENGTHS = ['lt_1', '1_2', '3_5', '5_plus'] as const
export const COVERAGE_TYPES = ['full_coverage', 'liability_only'] as const
export const DEDUCTIBLES = [250, 500, 1000, 2000] as const
export const LENGTH_LABELS = { none: 'None', lt_1: '<1 yr', '1_2': '1–2 yrs', '3_5': '3–5 yrs', '5_plus': '5+ yrs' } as const
export const COVERAGE_TYPE_LABELS = { full_coverage: 'Full Coverage', liability_only: 'Liability Only' } as const

/** Each discount checkbox with its dependent text field, where it has one. */
export const DISCOUNTS = [
  { flag: 'professional_organization', detail: 'professional_organization_name', message: 'Organization name is required' },
  { flag: 'defensive_driving_certificate' },
  { flag: 'multiple_vehicles', detail: 'number_of_vehicles', message: 'Number of vehicles is required' },
  { flag: 'homeowner' },
  { flag: 'good_student', detail: 'school', message: 'School name is required' },
  { flag: 'safety_features', detail: 'safety_features_list', message: 'Safety features list is required' },
  { flag: 'anti_theft_devices' },
  { flag: 'full_payment_upfront' },
  { flag: 'clean_record' },
  { flag: 'paperless_billing' },
  { flag: 'automatic_payments' },
  { flag: 'telematics_program' },
  { flag: 'military', detail: 'military_branch', message: 'Military branch is required' },
  { flag: 'senior_course' },
  { flag: 'affinity_group', detail: 'affinity_group_name', message: 'Affinity group name is required' },
  { flag: 'advance_quote' },
] as const
