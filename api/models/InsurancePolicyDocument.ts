import { BaseModel } from './BaseModel.ts'
import type { PolicyDocumentContentType, PolicyDocumentKind } from '../../shared/schemas/policyDocument.ts'

/** A file kept on a policy; its bytes are in the storage under storage_key, never in the database. */
export class InsurancePolicyDocument extends BaseModel {
  declare id: number
  declare insurance_policy_id: number
  /** The policy's customer: the 50-files cap counts these. */
  declare user_id: number
  declare kind: PolicyDocumentKind
  declare file_name: string
  declare content_type: PolicyDocumentContentType
  declare byte_size: number
  declare storage_key: string
  declare created_at: Date

  static override tableName = 'insurance_policy_documents'
}
