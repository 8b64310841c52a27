import type { CleanFile } from '../../files/index.ts'
import type { DeclarationsDraft } from './draft.ts'
import { extractDraft } from './fields.ts'
import type { OcrReader } from './ocr.ts'
import { hasTextLayer, readTextLayer } from './textLayer.ts'

export type { DeclarationsDraft } from './draft.ts'
export { createOcrReader, type OcrReader } from './ocr.ts'

/**
 * Reads a declarations page that passed checkUpload into a draft for the policy form; nothing is saved.
 * A PDF is read from its text layer; a photo or scan goes through OCR. Returns null for a PDF without
 * a text layer (a scanned PDF), which the person is asked to upload as a photo instead.
 */
export async function readDeclarations(file: CleanFile, ocr: OcrReader): Promise<DeclarationsDraft | null> {
  if (file.contentType !== 'application/pdf') return extractDraft(await ocr.read(file.bytes), 'ocr')
  const lines = await readTextLayer(file.bytes)
  return hasTextLayer(lines) ? extractDraft(lines, 'text') : null
}
