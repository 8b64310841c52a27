import { z } from 'zod'
import { emptyAsMissing, line, tooLong } from './fields.ts'
import { REQUIRED } from './requestFields.ts'
import { pageQuery } from './pagination.ts'
import { jsonShape } from './storedForms.ts'
import { INSURANCE_TYPES, REQUEST_STATUSES } from '../constants/requests.ts'
import { DriverJson, VehicleJson } from './household.ts'
import { AutoInsurance } from './insuranceRequest.ts'

/* The auto quote request as the API answers it, and the calls on a request after it is sent (list, status). */

export const RequestNumberParams = z.object({ request_number: line().min(1).max(40) })
export type RequestNumberParams = z.infer<typeof RequestNumberParams>

const AddressJson = z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() })

export const ApplicantJson = z.object({
  name: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  drivers_license: z.string().nullable(),
  address: AddressJson,
})
export type ApplicantJson = z.infer<typeof ApplicantJson>

const { authorization, ...answers } = jsonShape(AutoInsurance.shape)

/**
 * The stored answers as sent back: the body's auto fields plus the agent's own had_insurance_lapse,
 * which has always come just before authorization.
 */
export const AutoInsuranceJson = z.object({ ...answers, had_insurance_lapse: z.boolean(), authorization })
export type AutoInsuranceJson = z.infer<typeof AutoInsuranceJson>

export const InsuranceRequestJson = z.object({
  request_number: z.string(),
  status: z.enum(REQUEST_STATUSES),
  insurance_type: z.enum(INSURANCE_TYPES),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  applicant: ApplicantJson.nullable(),
  auto_insurance: AutoInsuranceJson.nullable(),
  /** The household (issue #33): empty for a request sent with the spec's single-vehicle payload. */
  drivers: z.array(DriverJson),
  vehicles: z.array(VehicleJson),
  /** The 24-hour promise: submitted + 24 h. */
  due_at: z.iso.datetime(),
  first_offer_at: z.iso.datetime().nullable(),
  /** Set once the chosen offer is bound. */
  policy_number: z.string().nullable(),
  effective_date: z.string().nullable(),
})
export type InsuranceRequestJson = z.infer<typeof InsuranceRequestJson>

/** One request on its own page: with whether it was ever in Processing, which its tracker shows. */
export const InsuranceRequestDetailJson = InsuranceRequestJson.extend({ been_processing: z.boolean() })
export type InsuranceRequestDetailJson = z.infer<typeof InsuranceRequestDetailJson>

const DUE_FILTERS = ['soon', 'overdue'] as const
const LIST_SORTS = ['newest', 'due'] as const

export const InsuranceRequestListQuery = z.object({
  search: z.preprocess(emptyAsMissing, line().max(100, tooLong(100)).optional()),
  type: z.preprocess(emptyAsMissing, z.enum(INSURANCE_TYPES, 'Unknown insurance type').optional()),
  status: z.preprocess(emptyAsMissing, z.enum(REQUEST_STATUSES, 'Unknown status').optional()),
  /** Open requests by the 24-hour promise: due in under 4 hours, or past it. */
  due: z.preprocess(emptyAsMissing, z.enum(DUE_FILTERS, 'Unknown due filter').optional()),
  /** 'due': least time left first (oldest first); otherwise newest first. */
  sort: z.preprocess(emptyAsMissing, z.enum(LIST_SORTS, 'Unknown sort').default('newest')),
  ...pageQuery(20).shape,
})
export type InsuranceRequestListQuery = z.infer<typeof InsuranceRequestListQuery>

export const UpdateRequestStatusBody = z.object(
  { insurance_request: z.object({ status: z.enum(REQUEST_STATUSES, 'Please choose a valid status') }, REQUIRED) },
  REQUIRED,
)
export type UpdateRequestStatusBody = z.infer<typeof UpdateRequestStatusBody>

export const RequestStatusChangeJson = z.object({
  from_status: z.enum(REQUEST_STATUSES),
  to_status: z.enum(REQUEST_STATUSES),
  actor: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.iso.datetime(),
})
export type RequestStatusChangeJson = z.infer<typeof RequestStatusChangeJson>
