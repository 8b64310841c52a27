import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { AuthJson } from '../../shared/schemas/auth.ts'
import { dataEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { PasskeyJson, PasskeyRegistrationOptionsJson, PasskeySignInOptionsJson } from '../../shared/schemas/passkeys.ts'
import { api, checked } from './api.ts'
import { signedIn } from './auth.ts'

/* Passkeys: added in /account, used on the login page. The browser's authenticator does the signing. */

export async function addPasskey(): Promise<PasskeyJson> {
  const options = await checked.post(dataEnvelope(PasskeyRegistrationOptionsJson), '/me/passkeys/options', {}, { fallbackError: 'Failed to start adding a passkey. Please try again.' })
  const answer = await startRegistration({ optionsJSON: options.data })
  return (await checked.post(messageEnvelope(PasskeyJson), '/me/passkeys', { response: answer }, { fallbackError: 'Failed to add the passkey. Please try again.' })).data
}

export async function removePasskey(id: number): Promise<void> {
  await api.delete(`/me/passkeys/${id}`, { fallbackError: 'Failed to remove the passkey. Please try again.' })
}

export async function signInWithPasskey(): Promise<AuthJson> {
  const fallbackError = 'Signing in with a passkey failed. Please try again.'
  const { data } = await checked.post(dataEnvelope(PasskeySignInOptionsJson), '/auth/passkey/options', {}, { fallbackError })
  const answer = await startAuthentication({ optionsJSON: data.options })
  const answered = await checked.post(dataEnvelope(AuthJson), '/auth/passkey', { challenge_id: data.challenge_id, response: answer }, { fallbackError })
  return signedIn(answered.data)
}

/** Confirms it's you with one of this account's passkeys instead of the password, before a sensitive change. */
export async function reauthenticateWithPasskey(): Promise<void> {
  const fallbackError = 'Failed to check your passkey. Please try again.'
  const { data } = await checked.post(dataEnvelope(PasskeySignInOptionsJson), '/me/reauthenticate/passkey/options', {}, { fallbackError })
  const answer = await startAuthentication({ optionsJSON: data.options })
  await api.post('/me/reauthenticate/passkey', { challenge_id: data.challenge_id, response: answer }, { fallbackError })
}
