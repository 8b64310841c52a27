import { BaseModel } from './BaseModel.ts'

/** A passkey of an account: the authenticator's credential and public key (base64url), and its signature counter. */
export class Passkey extends BaseModel {
  declare id: number
  declare user_id: number
  declare credential_id: string
  declare public_key: string
  /** bigint: read it through Number(). */
  declare counter: number | string
  declare transports: string
  declare name: string
  declare created_at: Date
  declare last_used_at: Date | null

  static override tableName = 'passkeys'
}
