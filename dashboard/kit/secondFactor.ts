import { dataEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { RecoveryCodesJson, TotpSetupJson } from '../../shared/schemas/secondFactor.ts'
import { api, checked } from './api.ts'

/* Setting up and removing the authenticator app (/me/second_factor); the API asks for the password again when needed. */

export async function startTotpSetup(): Promise<TotpSetupJson> {
  return (await checked.post(dataEnvelope(TotpSetupJson), '/me/second_factor/totp', {}, { fallbackError: 'Failed to start the setup. Please try again.' })).data
}

export async function confirmTotpSetup(code: string): Promise<string[]> {
  const answer = await checked.post(messageEnvelope(RecoveryCodesJson), '/me/second_factor/totp/confirm', { code }, { fallbackError: 'Failed to confirm the app. Please try again.' })
  return answer.data.recovery_codes
}

export async function removeTotp(): Promise<void> {
  await api.delete('/me/second_factor/totp', { fallbackError: 'Failed to remove the app. Please try again.' })
}

/** Ten new recovery codes, shown once; the old ones stop working. */
export async function renewRecoveryCodes(): Promise<string[]> {
  const answer = await checked.post(messageEnvelope(RecoveryCodesJson), '/me/second_factor/recovery_codes', {}, { fallbackError: 'Failed to make new recovery codes. Please try again.' })
  return answer.data.recovery_codes
}
