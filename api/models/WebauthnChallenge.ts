import { BaseModel } from './BaseModel.ts'

/** A challenge handed to a browser for one passkey ceremony: used once, or it expires. */
export class WebauthnChallenge extends BaseModel {
  declare id: string
  declare user_id: number | null
  declare purpose: 'register' | 'sign_in' | 'reauthenticate'
  declare challenge: string
  declare expires_at: Date

  static override tableName = 'webauthn_challenges'
}
