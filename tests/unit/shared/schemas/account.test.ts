import { describe, expect, it } from 'vitest'
import { ChangePasswordBody, ChoosePasswordForm, ConfirmEmailBody, UpdatePreferencesBody } from '../../../../shared/schemas/account.ts'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('ChangePasswordBody', () => {
  it('reads an empty current password as none given (a wizard-made account has none)', () => {
    const parsed = ChangePasswordBody.parse({ current_password: '', password: 'new-secret', password_confirmation: 'new-secret' })
    expect(parsed.current_password).toBeUndefined()
  })

  it('keeps a given current password and checks the new pair with the shared rules', () => {
    expect(ChangePasswordBody.parse({ current_password: 'old-secret', password: 'new-secret', password_confirmation: 'new-secret' }).current_password).toBe('old-secret')
    expect(messages(ChangePasswordBody.safeParse({ password: 'abc', password_confirmation: 'abd' }))).toEqual({
      password: 'Password must be at least 6 characters',
      password_confirmation: 'Passwords do not match',
    })
  })
})

describe('ChoosePasswordForm', () => {
  it('needs matching passwords and a yes or no for quote updates', () => {
    expect(messages(ChoosePasswordForm.safeParse({ password: 'secret-1', password_confirmation: 'secret-2', quote_notifications: false }))).toEqual({
      password_confirmation: 'Passwords do not match',
    })
    expect(ChoosePasswordForm.safeParse({ password: 'secret-1', password_confirmation: 'secret-1', quote_notifications: true }).success).toBe(true)
  })
})

describe('UpdatePreferencesBody', () => {
  it('defaults the source to the settings page and refuses the e-mail link (only the server records that)', () => {
    expect(UpdatePreferencesBody.parse({ tips: true })).toEqual({ tips: true, source: 'settings_page' })
    expect(messages(UpdatePreferencesBody.safeParse({ tips: 'yes', source: 'email_link' }))).toEqual({ tips: 'Choose on or off', source: 'Unknown source' })
  })
})

describe('ConfirmEmailBody', () => {
  it('forgives case, spaces and dashes in the code', () => {
    expect(ConfirmEmailBody.parse({ code: ' ab-c 12x ' }).code).toBe('ABC12X')
  })
})
