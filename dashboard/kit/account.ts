import { UserJson } from '../../shared/schemas/auth.ts'
import {
  AccountExportJson,
  PreferencesJson,
  type ChangePasswordBody,
  type UpdatePreferencesBody,
  type UpdateProfileBody,
} from '../../shared/schemas/account.ts'
import { dataEnvelope, MessageResponse } from '../../shared/schemas/envelope.ts'
import { api, checked, read } from './api.ts'

/* The /me account actions, shared by the settings screen and the wizard's password step. */

const UserResponse = dataEnvelope(UserJson)

export async function updateProfile(body: UpdateProfileBody): Promise<UserJson> {
  return (await checked.patch(UserResponse, '/me', body, { fallbackError: 'Failed to save your name. Please try again.' })).data
}

export async function requestEmailChange(email: string): Promise<void> {
  await api.post('/me/email', { email }, { fallbackError: 'Failed to send a code. Please try again.' })
}

export async function confirmEmailChange(code: string): Promise<UserJson> {
  return (await checked.post(UserResponse, '/me/email/confirm', { code }, { fallbackError: 'Failed to change your e-mail. Please try again.' })).data
}

export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await checked.put(MessageResponse, '/me/password', body, { fallbackError: 'Failed to change your password. Please try again.' })).message
}

export async function signOutEverywhere(): Promise<void> {
  await api.post('/me/sessions/revoke_all', {}, { fallbackError: 'Failed to sign out everywhere. Please try again.' })
}

export async function updatePreferences(body: Partial<UpdatePreferencesBody>): Promise<PreferencesJson> {
  return (await checked.put(dataEnvelope(PreferencesJson), '/me/preferences', body, { fallbackError: 'Failed to save your choice. Please try again.' })).data
}

export async function exportMyData(): Promise<AccountExportJson> {
  return await read.data(AccountExportJson, '/me/export', { fallbackError: 'Failed to prepare your data. Please try again.' })
}

export async function reauthenticate(password: string): Promise<void> {
  await api.post('/me/reauthenticate', { password }, { fallbackError: 'Failed to check your password. Please try again.' })
}

export async function deleteMyAccount(password: string): Promise<void> {
  await api.delete('/me', { body: { password }, fallbackError: 'Failed to delete your account. Please try again.' })
}
