import { fileTypeFromBuffer } from 'file-type'
import { reencodeImage, type ReencodedImage } from './images.ts'
import { checkFileSize, fileRefused } from './limits.ts'
import { checkPdf } from './pdfs.ts'

export interface CleanFile {
  bytes: Uint8Array
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png'
  extension: 'pdf' | 'jpg' | 'png'
}

const KINDS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/heic': 'heic' } as const
const isAcceptedType = (mime: string): mime is keyof typeof KINDS => Object.hasOwn(KINDS, mime)

/**
 * Judges an uploaded file by its bytes alone (the name and the browser's Content-Type are never read):
 * PDF, JPEG, PNG or HEIC, at most 10 MB, intact. Returns what may be stored: a PDF as it came, an image
 * re-encoded without metadata. Anything else throws a 422 (413 when too large) whose message says why.
 */
export async function checkUpload(bytes: Uint8Array): Promise<CleanFile> {
  checkFileSize(bytes)
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !isAcceptedType(detected.mime)) {
    throw fileRefused('Please upload a PDF, JPEG, PNG or HEIC file. This file is none of those, whatever its name says.')
  }
  const kind = KINDS[detected.mime]
  if (kind !== 'pdf') return reencodeImage(bytes, kind)
  await checkPdf(bytes)
  return { bytes, contentType: 'application/pdf', extension: 'pdf' }
}

/** A photo is kept at most this many pixels on its longer side: plenty to see damage, a fraction of a phone's bytes. */
const PHOTO_MAX_SIDE = 2560

/**
 * Judges an uploaded photo by its bytes alone, like checkUpload: JPEG, PNG or HEIC, at most 10 MB,
 * intact; returns it re-encoded without metadata and shrunk to fit 2560 pixels.
 */
export async function checkPhoto(bytes: Uint8Array): Promise<ReencodedImage> {
  checkFileSize(bytes)
  const detected = await fileTypeFromBuffer(bytes)
  const kind = detected && isAcceptedType(detected.mime) ? KINDS[detected.mime] : 'pdf'
  if (kind === 'pdf') throw fileRefused('Please add a photo (JPEG, PNG or HEIC). This file is not a photo, whatever its name says.')
  return reencodeImage(bytes, kind, { maxSide: PHOTO_MAX_SIDE })
}
