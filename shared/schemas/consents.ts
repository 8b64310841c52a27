import { z } from 'zod'
import { normalizePhone } from '../rules/phone.ts'
import { CONSENT_SOURCES } from '../constants/emailPreferences.ts'
import { DEFAULT_CONTACT_HOURS } from '../constants/consents.ts'
import { numericId } from './fields.ts'

/* ---- E-SIGN and calls-and-texts consent (issue #28): bodies and responses ---- */

export const ESIGN_CODE_MESSAGE = 'Type the code printed in the sample PDF'

export const EsignConsentBody = z.object(
  { code: z.string(ESIGN_CODE_MESSAGE).trim().toUpperCase().regex(/^[A-Z0-9]{6}$/, ESIGN_CODE_MESSAGE) },
  ESIGN_CODE_MESSAGE,
)
export type EsignConsentBody = z.output<typeof EsignConsentBody>

export const EsignConsentJson = z.object({
  consented: z.boolean(),
  consented_at: z.iso.datetime().nullable(),
})
export type EsignConsentJson = z.infer<typeof EsignConsentJson>

const HOURS_MESSAGE = 'Choose hours from 0 to 24, the start before the end'
const hour = (max: number) => z.number(HOURS_MESSAGE).int(HOURS_MESSAGE).min(0, HOURS_MESSAGE).max(max, HOURS_MESSAGE)
const PHONE_MESSAGE = 'Please enter a valid US phone number'

export const ContactConsentForm = z
  .object({
    consented: z.boolean('Say yes or no'),
    phone_number: z
      .string(PHONE_MESSAGE)
      .nullish()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value.trim() === '') return null
        const phone = normalizePhone(value)
        if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE })
        return phone
      }),
    hours_start: hour(23).default(DEFAULT_CONTACT_HOURS.start),
    hours_end: hour(24).default(DEFAULT_CONTACT_HOURS.end),
    source: z.enum(CONSENT_SOURCES).exclude(['email_link']).default('settings_page'),
  })
  .superRefine((form, ctx) => {
    if (form.hours_start >= form.hours_end) ctx.addIssue({ code: 'custom', path: ['hours_end'], message: HOURS_MESSAGE })
    if (form.consented && form.phone_number === null) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: 'Enter the number we may call or text' })
  })
export type ContactConsentForm = z.output<typeof ContactConsentForm>

export const ContactConsentJson = z.object({
  consented: z.boolean(),
  phone_number: z.string().nullable(),
  hours_start: z.number(),
  hours_end: z.number(),
  /** When the latest yes or no was recorded; null before any. */
  changed_at: z.iso.datetime().nullable(),
})
export type ContactConsentJson = z.infer<typeof ContactConsentJson>

export const CallStatusJson = z.object({
  status: z.enum(['may_call', 'no_consent', 'quiet_hours', 'opted_out']),
  label: z.string(),
  time_zone: z.string(),
  hours_start: z.number(),
  hours_end: z.number(),
})
export type CallStatusJson = z.infer<typeof CallStatusJson>

export const PaperMailTaskJson = z.object({
  id: z.number(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  /** The address on the customer's latest request, where paper goes; null when they have none. */
  mailing_address: z.string().nullable(),
  reason: z.string(),
  created_at: z.iso.datetime(),
  done_at: z.iso.datetime().nullable(),
})
export type PaperMailTaskJson = z.infer<typeof PaperMailTaskJson>

export const PaperMailTaskParams = z.object({ id: numericId('Invalid task ID.') })
