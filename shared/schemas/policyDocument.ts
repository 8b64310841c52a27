import { z } from 'zod'
import { numericId } from './fields.ts'

/* ---- Documents on a policy (issue #26): uploads, the list, and the upload's raw-body input ---- */

const POLICY_DOCUMENT_KINDS = ['declarations', 'id_card', 'coverage_summary', 'other'] as const
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number]
export const POLICY_DOCUMENT_KIND_LABELS: Record<PolicyDocumentKind, string> = {
  declarations: 'Declarations page',
  id_card: 'ID card',
  coverage_summary: 'Coverage summary',
  other: 'Other document',
}

/** What checkUpload lets through: a PDF as it came, an image re-encoded (HEIC becomes JPEG). */
const POLICY_DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type PolicyDocumentContentType = (typeof POLICY_DOCUMENT_CONTENT_TYPES)[number]

/** The header an upload names its file in, URI-encoded (headers carry no UTF-8 of their own). */
export const FILE_NAME_HEADER = 'x-file-name'

const FILE_MESSAGE = 'Please choose a file to upload'
const NAME_MESSAGE = 'Please send the file\'s name, URI-encoded, in the X-File-Name header'
const MAX_NAME_LENGTH = 200

/** The last segment of a path a browser may send ('C:\\scans\\dec.pdf' → 'dec.pdf'), trimmed. */
const baseName = (name: string) => (name.split(/[/\\]/).pop() ?? '').trim().slice(-MAX_NAME_LENGTH)

const fileName = z.string(NAME_MESSAGE).transform((value, ctx) => {
  try {
    return baseName(decodeURIComponent(value))
  } catch {
    ctx.addIssue({ code: 'custom', message: NAME_MESSAGE })
    return z.NEVER
  }
}).refine((name) => name.length > 0, NAME_MESSAGE)

/**
 * An upload as the router hands it over: the request's raw body (read with a 10 MB hard stop) and the
 * X-File-Name header. Raw bytes, not multipart, so a browser sends a File with one fetch and the server
 * needs no form parser.
 */
export const FileUploadBody = z.object({
  file: z.instanceof(Uint8Array, { message: FILE_MESSAGE }).refine((bytes) => bytes.byteLength > 0, FILE_MESSAGE),
  file_name: fileName,
})
export type FileUploadBody = z.output<typeof FileUploadBody>

export const PolicyDocumentUploadQuery = z.object({ kind: z.enum(POLICY_DOCUMENT_KINDS, 'Please choose the kind of document').default('other') })

export const PolicyDocumentParams = z.object({ id: numericId('Invalid policy ID.'), doc_id: numericId('Invalid document ID.') })

export const PolicyDocumentJson = z.object({
  id: z.number(),
  policy_id: z.number(),
  kind: z.enum(POLICY_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.enum(POLICY_DOCUMENT_CONTENT_TYPES),
  byte_size: z.number(),
  created_at: z.iso.datetime(),
})
export type PolicyDocumentJson = z.infer<typeof PolicyDocumentJson>
