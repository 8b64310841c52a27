import { z } from 'zod'
import { normaliseSecondFactorCode } from '../rules/secondFactor.ts'

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.'
const SIGN_IN_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code.'

/** The app's code when setting it up: six digits, spaces forgiven. */
export const ConfirmTotpBody = z.object({
  code: z
    .string(CODE_MESSAGE)
    .transform(normaliseSecondFactorCode)
    .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE)),
})
export type ConfirmTotpBody = z.infer<typeof ConfirmTotpBody>

/** At sign-in: the app's six digits or a recovery code (`ABCDE-12345`), normalised either way. */
export const secondFactorCode = z
  .string(SIGN_IN_CODE_MESSAGE)
  .transform(normaliseSecondFactorCode)
  .pipe(z.string().min(1, SIGN_IN_CODE_MESSAGE).max(20, SIGN_IN_CODE_MESSAGE))

/**
 * Where the account stands: its authenticator app, the recovery codes left, its passkeys, whether this session
 * passed a second factor, and what the admin console makes of it (`not_admin`, `allowed`, `setup_required`,
 * or `demo_exempt`: the demo admin on this machine).
 */
export const SecondFactorJson = z.object({
  totp: z.object({ confirmed_at: z.iso.datetime(), last_used_at: z.iso.datetime().nullable() }).nullable(),
  recovery_codes_left: z.number().int(),
  /** Passkeys count as a second factor too (shared/schemas/passkeys.ts). */
  passkeys: z.number().int(),
  session_verified: z.boolean(),
  admin_console: z.enum(['not_admin', 'allowed', 'setup_required', 'demo_exempt']),
})
export type SecondFactorJson = z.infer<typeof SecondFactorJson>

/** The start of setting up an app: the secret as text and the URI its QR code shows. Given once. */
export const TotpSetupJson = z.object({ secret: z.string(), otpauth_uri: z.string() })
export type TotpSetupJson = z.infer<typeof TotpSetupJson>

/** The recovery codes, shown once when the app is confirmed. */
export const RecoveryCodesJson = z.object({ recovery_codes: z.array(z.string()) })
export type RecoveryCodesJson = z.infer<typeof RecoveryCodesJson>
