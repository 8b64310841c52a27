import { z } from 'zod'
import { email, requiredEmail, newPassword, currentPassword, requiredText } from './fields.ts'
import { secondFactorCode } from './secondFactor.ts'

export const CODE_LENGTH = 6
const CODE_MESSAGE = 'Please enter the verification code sent to your email.'

/** The 6-character code; typed in any case, with stray spaces or dashes forgiven. */
export const verificationCode = z
  .string(CODE_MESSAGE)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, CODE_MESSAGE).max(CODE_LENGTH, `The code has ${CODE_LENGTH} characters.`))

/**
 * `code`: the e-mailed sign-in code, asked for only while the account is under unusual spread.
 * `second_factor_code`: the authenticator app's code or a recovery code, for an account with an app.
 */
export const LoginBody = z.object({ email, password: currentPassword, code: verificationCode.optional(), second_factor_code: secondFactorCode.optional() })
export type LoginBody = z.infer<typeof LoginBody>

/** A new password and its repetition, checked together by passwordsMatch. */
export const passwordPair = {
  password: newPassword,
  password_confirmation: z.string('Password confirmation is required').min(1, 'Password confirmation is required'),
}

export function passwordsMatch(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password_confirmation && value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Passwords do not match' })
  }
}

export const RegisterBody = z
  .object({
    first_name: requiredText('First name is required', 100),
    last_name: requiredText('Last name is required', 100),
    email: requiredEmail,
    ...passwordPair,
  })
  .superRefine(passwordsMatch)
export type RegisterBody = z.infer<typeof RegisterBody>

/** The registration form: the body plus the agreement box, which never travels to the server. */
export const RegisterForm = z
  .object({
    first_name: requiredText('First name is required', 100),
    last_name: requiredText('Last name is required', 100),
    email: requiredEmail,
    ...passwordPair,
    agreed_to_terms: z.boolean().refine((v) => v, 'Please agree to the privacy policy and terms and conditions'),
  })
  .superRefine(passwordsMatch)
export type RegisterForm = z.infer<typeof RegisterForm>

const APPLICANT_REQUIRED_MESSAGE = 'Please enter the applicant details.'

export const RegisterFromApplicantBody = z.object({
  applicant: z.object(
    {
      first_name: requiredText('First name is required', 100),
      last_name: requiredText('Last name is required', 100),
      email: requiredEmail,
    },
    APPLICANT_REQUIRED_MESSAGE,
  ),
})
export type RegisterFromApplicantBody = z.infer<typeof RegisterFromApplicantBody>

/** The spec's client sends the code as `password`. */
export const VerifyBody = z.object({ email, password: verificationCode })
export type VerifyBody = z.infer<typeof VerifyBody>

export const EmailOnlyBody = z.object({ email })
export type EmailOnlyBody = z.infer<typeof EmailOnlyBody>

export const ResetPasswordBody = z
  .object({ email, code: verificationCode, ...passwordPair })
  .superRefine(passwordsMatch)
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>

export const UserJson = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  /** False for an account made by the quote wizard until a password is chosen. */
  has_password: z.boolean(),
})
export type UserJson = z.infer<typeof UserJson>

export const AuthJson = z.object({ token: z.string().min(1), user: UserJson })
export type AuthJson = z.infer<typeof AuthJson>

/** The verification answer: the spec's client reads the token at the top level; the envelope carries it too. */
export const VerifiedResponse = z.strictObject({ token: z.string().min(1), data: AuthJson })

/** The quote wizard's account step: the same answer whether the address is new or already has an account. */
export const RegistrationPendingJson = z.object({ requires_verification: z.literal(true), user_email: z.string() })
export type RegistrationPendingJson = z.infer<typeof RegistrationPendingJson>
