import type { ConsentChange } from '../models/ConsentChange.ts'
import type { User } from '../models/User.ts'
import type { ConsentJson, PreferencesJson } from '../../shared/schemas/account.ts'

export function presentPreferences(user: User): PreferencesJson {
  return { quote_notifications: user.quote_notifications, renewal_reminders: user.renewal_reminders, tips: user.tips }
}

export function presentConsent(change: ConsentChange): ConsentJson {
  return {
    id: change.id,
    kind: change.kind,
    granted: change.granted,
    phone_number: change.phone_number,
    source: change.source,
    wording: change.wording,
    created_at: change.created_at.toISOString(),
  }
}
