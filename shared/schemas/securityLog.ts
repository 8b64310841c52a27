import { z } from 'zod'

const SECURITY_EVENT_KINDS = [
  'signed_in',
  'sign_in_failed',
  'reauthenticated',
  'password_changed',
  'password_reset',
  'email_changed',
  'email_change_undone',
  'signed_out',
  'signed_out_everywhere',
  'second_factor_added',
  'second_factor_removed',
  'second_factor_failed',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'recovery_codes_renewed',
  'reauthenticated_with_passkey',
  'passkey_failed',
] as const
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number]

export const SecurityEventJson = z.object({
  id: z.number(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  new_device: z.boolean().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.iso.datetime(),
})
export type SecurityEventJson = z.infer<typeof SecurityEventJson>
