import type { User } from '../models/User.ts'
import type { EsignConsentJson } from '../../shared/schemas/consents.ts'

export const presentEsignConsent = (user: User): EsignConsentJson => ({
  consented: user.esign_consented_at !== null,
  consented_at: user.esign_consented_at ? user.esign_consented_at.toISOString() : null,
})
