import type { ConsentChange } from '../models/ConsentChange.ts'
import type { KeptConsentsJson } from '../../shared/schemas/keptConsents.ts'
import { presentConsent } from './consent.ts'

export function presentKeptConsents(accountId: number, consents: ConsentChange[]): KeptConsentsJson {
  return {
    account_id: accountId,
    consents: consents.flatMap((change) => (change.restricted_at && change.retain_until
      ? [{ ...presentConsent(change), restricted_at: change.restricted_at.toISOString(), kept_until: change.retain_until }]
      : [])),
  }
}
