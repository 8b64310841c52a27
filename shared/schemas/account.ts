import { z } from 'zod'
import { currentPassword, emptyAsMissing, requiredEmail, requiredText } from './fields.ts'
import { passwordPair, passwordsMatch, UserJson, verificationCode } from './auth.ts'
import { InsuranceRequestJson } from './insuranceRequestJson.ts'
import { OfferJson } from './offers.ts'
import { RetentionPlanJson } from './retention.ts'
import { CONSENT_SOURCES } from '../constants/emailPreferences.ts'
import { AccidentClaimJson } from './accidentClaims.ts'
import { CONSENT_KINDS } from '../constants/consents.ts'

/* ---- A person's own account: /api/v1/me and its sub-resources ---- */

export const UpdateProfileBody = z.object({
  first_name: requiredText('First name is required', 100),
  last_name: requiredText('Last name is required', 100),
})
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>

export const ChangeEmailBody = z.object({ email: requiredEmail })
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>

export const ConfirmEmailBody = z.object({ code: verificationCode })
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>

/** An account made by the quote wizard has no password yet, so the current one is asked only when there is one. */
export const ChangePasswordBody = z
  .object({ current_password: z.preprocess(emptyAsMissing, currentPassword.optional()), ...passwordPair })
  .superRefine(passwordsMatch)
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>

/** The password again, for a change that needs a recent proof of who you are. */
export const ReauthenticateBody = z.object({ password: currentPassword })
export type ReauthenticateBody = z.infer<typeof ReauthenticateBody>

export const DeleteAccountBody = z.object({
  password: z.string('Please enter your password').min(1, 'Please enter your password').max(1000, 'Password is too long'),
})
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>

export const PreferencesJson = z.object({
  quote_notifications: z.boolean(),
  renewal_reminders: z.boolean(),
  tips: z.boolean(),
})
export type PreferencesJson = z.infer<typeof PreferencesJson>

const choice = z.boolean('Choose on or off').optional()

/** Any of the switches; `source` says which screen asked, so the recorded wording is the one shown there. */
export const UpdatePreferencesBody = z.object({
  quote_notifications: choice,
  renewal_reminders: choice,
  tips: choice,
  source: z.enum(['settings_page', 'wizard_checkbox'], 'Unknown source').default('settings_page'),
})
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBody>

export const ConsentJson = z.object({
  id: z.number(),
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  /** The number a calls-and-texts consent covers. */
  phone_number: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES),
  wording: z.string(),
  created_at: z.iso.datetime(),
})
export type ConsentJson = z.infer<typeof ConsentJson>


const iso = z.iso.datetime()

/** "Download my data": everything held about the person, with no card data and no secrets. */
export const AccountExportJson = z.object({
  exported_at: iso,
  profile: UserJson.extend({ email_verified: z.boolean(), created_at: iso }),
  preferences: PreferencesJson,
  insurance_requests: z.array(InsuranceRequestJson),
  offers: z.array(OfferJson),
  /** Their accident reports as they see them (an agent's internal notes are not theirs to read). */
  accident_claims: z.array(AccidentClaimJson),
  support_conversations: z.array(
    z.object({
      id: z.number(),
      subject: z.string(),
      created_at: iso,
      messages: z.array(z.object({ author_role: z.enum(['customer', 'admin']), body: z.string(), created_at: iso })),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number(),
      subscription_plan_name: z.string(),
      status: z.string(),
      billing_cycle: z.string(),
      price: z.string(),
      currency: z.string(),
      created_at: iso,
      started_at: iso.nullable(),
      current_period_end: iso.nullable(),
      canceled_at: iso.nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      subscription_id: z.number(),
      kind: z.string(),
      amount: z.string(),
      currency: z.string(),
      status: z.string(),
      created_at: iso,
    }),
  ),
  consents: z.array(ConsentJson),
  sessions: z.array(z.object({ created_at: iso, expires_at: iso, revoked_at: iso.nullable(), current: z.boolean() })),
  /** Which of these records a deletion would keep, why and until when; the rest it erases. */
  retention: RetentionPlanJson,
})
export type AccountExportJson = z.infer<typeof AccountExportJson>

/** The wizard's step after the e-mail code: a first password (skippable) and the quote-updates box. */
export const ChoosePasswordForm = z
  .object({ ...passwordPair, quote_notifications: z.boolean() })
  .superRefine(passwordsMatch)
export type ChoosePasswordForm = z.infer<typeof ChoosePasswordForm>
