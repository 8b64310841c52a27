import type { CleanFile } from '../../files/index.ts'
import { openPdf } from '../../files/openPdf.ts'
import type { DeclarationsDraft, ReadLine } from './draft.ts'
import { extractDraft } from './fields.ts'
import type { OcrReader } from './ocr.ts'
import { scannedPages } from './scannedPdf.ts'
import { hasTextLayer, readTextLayer } from './textLayer.ts'

export type { DeclarationsDraft } from './draft.ts'
export { createOcrReader, sharedOcrReader, type OcrReader } from './ocr.ts'

/**
 * Reads a declarations page that passed checkUpload into a draft for the policy form; nothing is saved.
 * A PDF with a text layer is read directly; a photo, or a scanned PDF's page images, go through OCR.
 * Returns null for a PDF with neither text nor pictures to read.
 */
export async function readDeclarations(file: CleanFile, ocr: OcrReader): Promise<DeclarationsDraft | null> {
  if (file.contentType !== 'application/pdf') return extractDraft(await ocr.read(file.bytes), 'ocr')
  // Opened once for both readers: each open copies the file and parses it again.
  const pdf = await openPdf(file.bytes)
  const lines = await readTextLayer(pdf)
  if (hasTextLayer(lines)) return extractDraft(lines, 'text')
  const pages = await scannedPages(pdf)
  if (pages.length === 0) return null
  const recognised: ReadLine[] = []
  for (const page of pages) recognised.push(...(await ocr.read(page)))
  return extractDraft(recognised, 'ocr')
}
