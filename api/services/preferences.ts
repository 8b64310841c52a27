import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { ConsentChange } from '../models/ConsentChange.ts'
import { validationFailed } from '../errors.ts'
import { EMAIL_KINDS, WIZARD_CONSENT_LABEL, settingsWording, type ConsentSource, type EmailKind } from '../../shared/constants/emailPreferences.ts'

export type PreferenceChanges = Partial<Record<EmailKind, boolean>>

/** The wizard offers one box only, about quote updates; any other kind from there was never shown. */
function wordingFor(kind: EmailKind, source: Exclude<ConsentSource, 'email_link'>): string {
  if (source === 'settings_page') return settingsWording(kind)
  if (kind !== 'quote_notifications') throw validationFailed({ [kind]: 'This choice is not offered on the quote form.' })
  return WIZARD_CONSENT_LABEL
}

/**
 * Applies the switches that actually change and records each change with its wording, in one
 * transaction with the user row locked, so the record and the setting can never disagree.
 */
export async function changePreferences(
  app: AppContext,
  userId: number,
  changes: PreferenceChanges,
  source: ConsentSource,
  wording: (kind: EmailKind) => string,
): Promise<User> {
  return app.knex.transaction(async (trx) => {
    const user = await User.query(trx).findById(userId).forUpdate()
    if (!user) throw new Error(`user ${userId} vanished`)
    const changed = EMAIL_KINDS.filter((kind) => changes[kind] !== undefined && changes[kind] !== user[kind])
    if (changed.length === 0) return user
    const patch: PreferenceChanges = {}
    for (const kind of changed) patch[kind] = changes[kind]
    const now = app.now()
    await ConsentChange.query(trx).insert(
      changed.map((kind) => ({ user_id: userId, kind, granted: changes[kind] === true, source, wording: wording(kind), created_at: now })),
    )
    return user.$query(trx).patchAndFetch({ ...patch, updated_at: now })
  })
}

/** A change made on a screen of ours (settings page or wizard): the wording is that screen's. */
export function updatePreferencesFromScreen(
  app: AppContext,
  userId: number,
  changes: PreferenceChanges,
  source: Exclude<ConsentSource, 'email_link'>,
): Promise<User> {
  for (const kind of EMAIL_KINDS) if (changes[kind] !== undefined) wordingFor(kind, source)
  return changePreferences(app, userId, changes, source, (kind) => wordingFor(kind, source))
}

export function consentHistory(userId: number) {
  return ConsentChange.query().where({ user_id: userId }).orderBy('id', 'desc')
}
