import zlib from 'node:zlib'
import { fileRefused } from './limits.ts'
import { openPdf } from './openPdf.ts'

/** More pages than a declarations page, an ID card or a policy packet needs. */
const MAX_PAGES = 50
/** What all of a PDF's compressed streams may expand to; a 10 MB scan stays well under it. */
const MAX_EXPANDED_BYTES = 100 * 1024 * 1024

const TOO_BIG = 'This PDF expands to far more data than a document needs, so we can’t open it safely. Please upload another copy of the document.'
const DAMAGED = 'This PDF is damaged or can’t be opened. Please upload another copy, or a photo of the page.'

/** Every `stream … endstream` body in the file, as bytes; enough to bound what decoding could produce. */
function* streamBodies(bytes: Buffer): Generator<Buffer> {
  let at = 0
  for (;;) {
    const start = bytes.indexOf('stream', at, 'latin1')
    if (start < 0) return
    const end = bytes.indexOf('endstream', start + 6, 'latin1')
    if (end < 0) return
    let body = start + 6
    if (bytes[body] === 0x0d) body++
    if (bytes[body] === 0x0a) body++
    yield bytes.subarray(body, end)
    at = end + 9
  }
}

/**
 * Inflates every Flate stream against one budget before pdf.js sees the file, so a decompression bomb
 * (a few MB that expand to gigabytes, in page content or hidden in an object stream) stops at the cap.
 * A stream that is not Flate data (JPEG images, plain text) fails to inflate at once and costs nothing.
 */
function checkExpandedSize(bytes: Uint8Array): void {
  let budget = MAX_EXPANDED_BYTES
  for (const body of streamBodies(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
    try {
      budget -= zlib.inflateSync(body, { maxOutputLength: budget + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH }).byteLength
    } catch (error) {
      if (error instanceof RangeError) throw fileRefused(TOO_BIG)
      continue
    }
    if (budget < 0) throw fileRefused(TOO_BIG)
  }
}

const isPasswordError = (error: unknown) => error instanceof Error && error.name === 'PasswordException'

/** A PDF we keep must open in pdf.js, have 1 to 50 pages and stay small once decompressed. */
export async function checkPdf(bytes: Uint8Array): Promise<void> {
  checkExpandedSize(bytes)
  let pages: number
  try {
    const pdf = await openPdf(bytes, { stopAtErrors: true })
    pages = pdf.numPages
    if (pages >= 1 && pages <= MAX_PAGES) await pdf.getPage(1)
  } catch (error) {
    if (isPasswordError(error)) throw fileRefused('This PDF is protected by a password. Please upload a copy without a password.')
    throw fileRefused(DAMAGED)
  }
  if (pages < 1) throw fileRefused(DAMAGED)
  if (pages > MAX_PAGES) throw fileRefused(`This PDF has ${pages.toLocaleString('en-US')} pages; we accept at most ${MAX_PAGES}. Please upload only the pages you need.`)
}
