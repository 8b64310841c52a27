import { z } from 'zod'
import { numericId } from './fields.ts'

/* Passkeys (WebAuthn): what the browser's authenticator answers, checked for shape here and by signature on the server. */

const ANSWER_MESSAGE = 'The passkey’s answer could not be read. Please try again.'
const base64url = z.string(ANSWER_MESSAGE).regex(/^[A-Za-z0-9_-]*$/, ANSWER_MESSAGE).max(16_384, ANSWER_MESSAGE)

const credentialFields = {
  id: base64url.min(1, ANSWER_MESSAGE),
  rawId: base64url.min(1, ANSWER_MESSAGE),
  type: z.literal('public-key', ANSWER_MESSAGE),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Extension results are not used: only the one a passkey reports about itself is kept.
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
}

/** A new passkey: the browser's answer to the registration options. */
export const RegisterPasskeyBody = z.object({
  response: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      transports: z.array(z.string().max(20)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    }),
  }, ANSWER_MESSAGE),
})
export type RegisterPasskeyBody = z.infer<typeof RegisterPasskeyBody>

/** Signing in with a passkey: the challenge it answers, and the signed answer. */
export const PasskeySignInBody = z.object({
  challenge_id: z.uuid(ANSWER_MESSAGE),
  response: z.object({
    ...credentialFields,
    response: z.object({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
  }, ANSWER_MESSAGE),
})
export type PasskeySignInBody = z.infer<typeof PasskeySignInBody>

/* The options a browser passes to its authenticator, as @simplewebauthn/server makes them (WebAuthn's JSON forms). */

const requirement = z.enum(['discouraged', 'preferred', 'required'])
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional()
const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() })
const extensions = z.object({ credProps: z.boolean().optional() }).optional()

export const PasskeyRegistrationOptionsJson = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions,
})

const PasskeyRequestOptionsJson = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: requirement.optional(),
  hints,
  extensions,
})

export const PasskeySignInOptionsJson = z.object({ challenge_id: z.uuid(), options: PasskeyRequestOptionsJson })
export type PasskeySignInOptionsJson = z.infer<typeof PasskeySignInOptionsJson>

export const PasskeyJson = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
})
export type PasskeyJson = z.infer<typeof PasskeyJson>

export const PasskeyIdParams = z.object({ id: numericId('Not a passkey') })
export type PasskeyIdParams = z.output<typeof PasskeyIdParams>
