import { z } from 'zod'
import { line, numericId } from './fields.ts'
import { normalizePhone } from '../rules/phone.ts'
import { isStateCode, STATE_CODES, type StateCode } from '../constants/states.ts'

/* ---- Carriers as administrators keep them (issue #10): the form, the API's body and the response ---- */

/** AM Best-style financial strength ratings, strongest first; 'not_rated' sorts last. */
export const CARRIER_RATINGS = ['A++', 'A+', 'A', 'A-', 'B++', 'B+', 'B', 'B-', 'C++', 'C+', 'C', 'C-', 'not_rated'] as const
export type CarrierRating = (typeof CARRIER_RATINGS)[number]

export const ratingLabel = (rating: CarrierRating) => (rating === 'not_rated' ? 'Not rated' : rating)

/** 0 for the strongest rating, higher for weaker ones: what "sort by rating" orders by. */
export const ratingRank = (rating: CarrierRating) => CARRIER_RATINGS.indexOf(rating)

export const CARRIER_MESSAGES = {
  name: 'Carrier name must be 2 to 100 characters.',
  rating: 'Please choose a rating.',
  states: 'Choose at least one state the carrier writes in.',
  state: 'Please choose states from the list.',
  note: 'The note must be 300 characters or fewer.',
  website: 'Please enter a web address such as acme.example (https:// is added for you)',
  claimsPhone: 'Please enter a phone number such as (800) 555-0100',
  notFound: 'Carrier not found.',
  invalidId: 'Invalid carrier ID.',
  duplicate: 'A carrier with this name already exists.',
} as const

const states = z
  .array(z.string(CARRIER_MESSAGES.state).trim().toUpperCase(), CARRIER_MESSAGES.states)
  .min(1, CARRIER_MESSAGES.states)
  .max(STATE_CODES.length, CARRIER_MESSAGES.state)
  .refine((codes) => codes.every(isStateCode), CARRIER_MESSAGES.state)
  .transform((codes) => STATE_CODES.filter((code): code is StateCode => codes.includes(code)))

/** Issue #32: a bare domain ("acme.example") is how people type an address; it is saved as https://acme.example. */
const withHttps = (value: string) => (value === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`)

/** A web address as people type it: blank, or https:// with a domain (a bare domain gains https://). */
const webAddress = z
  .string(CARRIER_MESSAGES.website)
  .trim()
  .max(200, CARRIER_MESSAGES.website)
  .transform(withHttps)
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), CARRIER_MESSAGES.website)
  .default('')

const claimsPhone = line(CARRIER_MESSAGES.claimsPhone)
  .max(30, CARRIER_MESSAGES.claimsPhone)
  .transform((value, ctx) => {
    if (value === '') return ''
    const normalized = normalizePhone(value)
    if (normalized === null) ctx.addIssue({ code: 'custom', message: CARRIER_MESSAGES.claimsPhone })
    return normalized ?? ''
  })
  .default('')

export const CarrierForm = z.object({
  name: line(CARRIER_MESSAGES.name).min(2, CARRIER_MESSAGES.name).max(100, CARRIER_MESSAGES.name),
  rating: z.enum(CARRIER_RATINGS, CARRIER_MESSAGES.rating),
  states,
  satisfaction_note: line(CARRIER_MESSAGES.note).max(300, CARRIER_MESSAGES.note).default(''),
  website: webAddress,
  claims_phone: claimsPhone,
  claims_website: webAddress,
})
export type CarrierForm = z.output<typeof CarrierForm>
export type CarrierFormInput = z.input<typeof CarrierForm>

export const CarrierBody = z.object({ carrier: CarrierForm }, 'Please send a carrier.')
export type CarrierBody = z.output<typeof CarrierBody>

export const CarrierIdParams = z.object({
  id: numericId(CARRIER_MESSAGES.invalidId),
})
export type CarrierIdParams = z.output<typeof CarrierIdParams>

export const newCarrierDefaults = (): CarrierFormInput => ({ name: '', rating: 'A', states: [], satisfaction_note: '', website: '', claims_phone: '', claims_website: '' })

export const CarrierJson = z.object({
  id: z.number(),
  name: z.string(),
  rating: z.enum(CARRIER_RATINGS),
  states: z.array(z.string()),
  satisfaction_note: z.string(),
  website: z.string(),
  claims_phone: z.string(),
  claims_website: z.string(),
  retired: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
export type CarrierJson = z.infer<typeof CarrierJson>
