import { z } from 'zod'
import { ConsentJson } from './account.ts'
import { RestrictedReadBody } from './retention.ts'

const ACCOUNT_REQUIRED = 'Please enter the deleted account\'s number.'
const ACCOUNT_INVALID = 'The account number is the number after "Deleted user #".'

/** A deleted account's consent (E-SIGN, calls and texts, e-mail choices) as the deletion kept it, with its last day. */
const KeptConsentJson = ConsentJson.extend({ restricted_at: z.iso.datetime(), kept_until: z.iso.date() })

/** The read of a deleted account's kept consent history: every kept row, oldest first. */
export const KeptConsentsJson = z.object({ account_id: z.number(), consents: z.array(KeptConsentJson) })
export type KeptConsentsJson = z.infer<typeof KeptConsentsJson>

/** The admin's form: the deleted account's number goes in the path, the reason in the body. */
export const KeptConsentReadForm = z.object({
  account_id: z.string(ACCOUNT_REQUIRED).trim().min(1, ACCOUNT_REQUIRED).regex(/^#?\d{1,15}$/, ACCOUNT_INVALID).transform((value) => value.replace('#', '')),
  ...RestrictedReadBody.shape,
})
export type KeptConsentReadForm = z.output<typeof KeptConsentReadForm>
