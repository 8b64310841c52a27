import type { DataEnvelope } from '../../shared/contract.ts'
import type { UserJson } from '../../shared/schemas/auth.ts'
import type {
  AccountExportJson,
  ChangePasswordBody,
  PreferencesJson,
  UpdatePreferencesBody,
  UpdateProfileBody,
} from '../../shared/schemas/account.ts'
import { api } from './api.ts'

/* The /me account actions, shared by the settings screen and the wizard's password step. */

interface Message {
  message: string
}

export async function updateProfile(body: UpdateProfileBody): Promise<UserJson> {
  return (await api.patch<DataEnvelope<UserJson>>('/me', body, { fallbackError: 'Failed to save your name. Please try again.' })).data
}

export async function requestEmailChange(email: string): Promise<string> {
  const answer = await api.post<DataEnvelope<Message>>('/me/email', { email }, { fallbackError: 'Failed to send a code. Please try again.' })
  return answer.data.message
}

export async function confirmEmailChange(code: string): Promise<UserJson> {
  return (await api.post<DataEnvelope<UserJson>>('/me/email/confirm', { code }, { fallbackError: 'Failed to change your e-mail. Please try again.' })).data
}

export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await api.put<DataEnvelope<Message>>('/me/password', body, { fallbackError: 'Failed to change your password. Please try again.' })).data.message
}

export async function signOutEverywhere(): Promise<void> {
  await api.post('/me/sessions/revoke_all', {}, { fallbackError: 'Failed to sign out everywhere. Please try again.' })
}

export async function updatePreferences(body: Partial<UpdatePreferencesBody>): Promise<PreferencesJson> {
  return (await api.put<DataEnvelope<PreferencesJson>>('/me/preferences', body, { fallbackError: 'Failed to save your choice. Please try again.' })).data
}

export async function exportMyData(): Promise<AccountExportJson> {
  return (await api.get<DataEnvelope<AccountExportJson>>('/me/export', { fallbackError: 'Failed to prepare your data. Please try again.' })).data
}

export async function deleteMyAccount(password: string): Promise<void> {
  await api.delete('/me', { body: { password }, fallbackError: 'Failed to delete your account. Please try again.' })
}
