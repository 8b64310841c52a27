import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { checkFileCount, checkUpload } from '../../files/index.ts'
import { InsurancePolicyDocument } from '../../models/InsurancePolicyDocument.ts'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import { User } from '../../models/User.ts'
import { notFound } from '../../errors.ts'
import { POLICY_DOCUMENT_KIND_LABELS, type PolicyDocumentKind } from '../../../shared/schemas/policyDocument.ts'
import { recordPolicyEvent } from './events.ts'
import { deliverDocument } from '../paperDelivery.ts'
import { POLICY_NOT_FOUND } from './manage.ts'

const DOCUMENT_NOT_FOUND = 'Document not found'

interface Upload {
  file: Uint8Array
  file_name: string
  kind: PolicyDocumentKind
}

/** The name as chosen, with the extension of what the bytes really are ('scan.heic' → 'scan.jpg'). */
function storedName(name: string, extension: string): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`
}

const documentCount = (userId: number, db?: Knex.Transaction) => InsurancePolicyDocument.query(db).where({ user_id: userId }).resultSize()

/**
 * Keeps a file on a policy: judged by its bytes (checkUpload), counted against the customer's 50,
 * stored, listed and audited together. Anything refused, or a failure on the way, leaves no row and
 * no stored file. A customer already at the cap is refused before a byte is decoded; the file goes to
 * the store before the customer's row is locked, so a slow bucket holds up none of their other writes.
 */
export async function addPolicyDocument(app: AppContext, actor: User, policy: InsurancePolicy, upload: Upload): Promise<InsurancePolicyDocument> {
  checkFileCount(await documentCount(policy.user_id))
  const clean = await checkUpload(upload.file)
  const key = `policies/${policy.id}/documents/${randomUUID()}.${clean.extension}`
  const fileName = storedName(upload.file_name, clean.extension)
  const now = app.now()
  await app.storage.put(key, clean.bytes, clean.contentType)
  try {
    return await app.knex.transaction(async (trx) => {
      // One customer's uploads wait for each other, so two at once cannot both pass the cap.
      await User.query(trx).findById(policy.user_id).forNoKeyUpdate()
      // An account deletion may have come first (it locks the same row): its policies take no more files.
      if (!(await InsurancePolicy.query(trx).findById(policy.id).whereNull('restricted_at'))) throw notFound(POLICY_NOT_FOUND)
      checkFileCount(await documentCount(policy.user_id, trx))
      const document = await InsurancePolicyDocument.query(trx).insert({
        insurance_policy_id: policy.id, user_id: policy.user_id, kind: upload.kind, file_name: fileName,
        content_type: clean.contentType, byte_size: clean.bytes.byteLength, storage_key: key, created_at: now,
      })
      await recordPolicyEvent(trx, { policyId: policy.id, actorId: actor.id, action: 'document_uploaded', detail: `${POLICY_DOCUMENT_KIND_LABELS[upload.kind]}: ${fileName}`, now })
      // An agent's file is a document delivered to the customer; their own uploads are theirs already.
      if (actor.id !== policy.user_id) {
        await deliverDocument(trx, policy.user_id, `${POLICY_DOCUMENT_KIND_LABELS[upload.kind]} "${fileName}" an agent added to policy ${policy.policy_number}`, now)
      }
      return document
    })
  } catch (error) {
    await app.storage.delete(key)
    throw error
  }
}

export async function listPolicyDocuments(policyId: number, db?: Knex | Knex.Transaction): Promise<InsurancePolicyDocument[]> {
  return await InsurancePolicyDocument.query(db).where({ insurance_policy_id: policyId }).orderBy([{ column: 'created_at' }, { column: 'id' }])
}

/** A document of this policy with its bytes; another policy's document id is not found here. */
export async function readPolicyDocument(app: AppContext, policyId: number, documentId: number): Promise<{ document: InsurancePolicyDocument; bytes: Uint8Array }> {
  const document = await InsurancePolicyDocument.query().findOne({ id: documentId, insurance_policy_id: policyId })
  const stored = document ? await app.storage.get(document.storage_key) : null
  if (!document || !stored) throw notFound(DOCUMENT_NOT_FOUND)
  return { document, bytes: stored.bytes }
}
