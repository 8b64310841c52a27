import { BaseModel } from './BaseModel.ts'

/** A photo on a claim; its bytes are in the storage under storage_key, re-encoded without metadata. */
export class AccidentClaimPhoto extends BaseModel {
  declare id: number
  declare accident_claim_id: number
  declare file_name: string
  declare content_type: 'image/jpeg' | 'image/png'
  declare byte_size: number
  declare storage_key: string
  declare created_at: Date

  static override tableName = 'accident_claim_photos'
}
