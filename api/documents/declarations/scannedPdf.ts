import sharp from 'sharp'
import { extractImages } from 'unpdf'
import type { PdfDocument } from '../../files/openPdf.ts'

/** A declarations page runs to a few pages; beyond these, OCR would take minutes for nothing. */
const MAX_SCANNED_PAGES = 3

/**
 * The picture on each page of a scanned PDF (the largest one, as a PNG), for OCR. A scanner wraps each
 * page's image in a PDF page with no text layer, so this is the page as the scanner saw it.
 */
export async function scannedPages(pdf: PdfDocument): Promise<Buffer[]> {
  const pages: Buffer[] = []
  for (let number = 1; number <= Math.min(pdf.numPages, MAX_SCANNED_PAGES); number++) {
    const [largest] = (await extractImages(pdf, number)).sort((a, b) => b.width * b.height - a.width * a.height)
    if (!largest) continue
    const { width, height, channels } = largest
    pages.push(await sharp(largest.data, { raw: { width, height, channels } }).png().toBuffer())
  }
  return pages
}
