import type { InsurancePolicyDocument } from '../models/InsurancePolicyDocument.ts'
import type { PolicyDocumentJson } from '../../shared/schemas/policyDocument.ts'

/** A document as listed; where it is stored is the server's business. */
export const presentPolicyDocument = (document: InsurancePolicyDocument): PolicyDocumentJson => ({
  id: document.id,
  policy_id: document.insurance_policy_id,
  kind: document.kind,
  file_name: document.file_name,
  content_type: document.content_type,
  byte_size: document.byte_size,
  created_at: document.created_at.toISOString(),
})
