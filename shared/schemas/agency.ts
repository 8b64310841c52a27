import { z } from 'zod'
import { isoDate, line } from './fields.ts'
import { isStateCode } from '../constants/states.ts'

/* ---- The agency and its licences (issue #28): the admin's form, the API's body and the response ---- */

const AGENCY_MESSAGES = {
  legalName: 'Please enter the agency’s legal name (2 to 200 characters)',
  state: 'Please choose a state from the list',
  address: 'Please enter the principal place of business (5 to 300 characters)',
  npn: 'The national producer number is 1 to 10 digits',
  licenceNumber: 'Please enter the licence number (1 to 40 letters, digits or dashes)',
  lines: 'List at least one line of authority, such as Property, Casualty',
  duplicateState: 'Each state has one licence; this state is listed twice',
} as const

const stateCode = z.string(AGENCY_MESSAGES.state).trim().toUpperCase().refine(isStateCode, AGENCY_MESSAGES.state)

const linesOfAuthority = z
  .union([z.array(z.string()), z.string()], AGENCY_MESSAGES.lines)
  .transform((value) => (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean))
  .refine((list) => list.length >= 1 && list.length <= 12 && list.every((item) => item.length <= 60), AGENCY_MESSAGES.lines)

const LicenceForm = z.object({
  state: stateCode,
  licence_number: z.string(AGENCY_MESSAGES.licenceNumber).trim().regex(/^[A-Za-z0-9-]{1,40}$/, AGENCY_MESSAGES.licenceNumber),
  lines_of_authority: linesOfAuthority,
  expires_on: isoDate,
})

export const AgencyForm = z
  .object({
    legal_name: line(AGENCY_MESSAGES.legalName).min(2, AGENCY_MESSAGES.legalName).max(200, AGENCY_MESSAGES.legalName),
    state_of_domicile: stateCode,
    principal_place_of_business: line(AGENCY_MESSAGES.address).min(5, AGENCY_MESSAGES.address).max(300, AGENCY_MESSAGES.address),
    national_producer_number: z.string(AGENCY_MESSAGES.npn).trim().regex(/^\d{1,10}$/, AGENCY_MESSAGES.npn),
    licences: z.array(LicenceForm).max(56),
  })
  .superRefine((agency, ctx) => {
    const seen = new Set<string>()
    agency.licences.forEach((licence, index) => {
      if (seen.has(licence.state)) ctx.addIssue({ code: 'custom', path: ['licences', index, 'state'], message: AGENCY_MESSAGES.duplicateState })
      seen.add(licence.state)
    })
  })
export type AgencyForm = z.output<typeof AgencyForm>
export type AgencyFormInput = z.input<typeof AgencyForm>

export const AgencyBody = z.object({ agency: AgencyForm }, 'Please send the agency’s details.')
export type AgencyBody = z.output<typeof AgencyBody>

export const LicenceJson = z.object({
  state: z.string(),
  /** The state's name, so the public pages need no table of states. */
  state_name: z.string(),
  licence_number: z.string(),
  lines_of_authority: z.array(z.string()),
  expires_on: z.string(),
})
export type LicenceJson = z.infer<typeof LicenceJson>

/** Public: what the footer, the About page and the offer comparison show. Null until an admin sets it up. */
export const AgencyJson = z.object({
  legal_name: z.string(),
  state_of_domicile: z.string(),
  principal_place_of_business: z.string(),
  national_producer_number: z.string(),
  licences: z.array(LicenceJson),
  updated_at: z.iso.datetime(),
})
export type AgencyJson = z.infer<typeof AgencyJson>

/** One entry of the agency settings' audit trail. */
export const AgencyChangeJson = z.object({
  id: z.number(),
  summary: z.string(),
  /** Who saved it; null once that account is gone. */
  actor: z.string().nullable(),
  created_at: z.iso.datetime(),
})
export type AgencyChangeJson = z.infer<typeof AgencyChangeJson>
