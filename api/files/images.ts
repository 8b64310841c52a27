import sharp from 'sharp'
import { heicPixels, TooManyPixels } from './heic.ts'
import { fileRefused } from './limits.ts'

/** More pixels than any phone camera takes: beyond this a small file is a decompression bomb. */
const MAX_PIXELS = 50_000_000

export interface ReencodedImage {
  bytes: Uint8Array
  contentType: 'image/jpeg' | 'image/png'
  extension: 'jpg' | 'png'
}

/**
 * Decodes every pixel and writes a new file: turned upright by its EXIF orientation, with no metadata
 * at all (EXIF, GPS, XMP, ICC comments), so what we store says nothing the picture does not show.
 * PNG stays PNG (it may be a screenshot with sharp text); JPEG and HEIC become JPEG. With maxSide, a
 * larger picture is shrunk to fit that many pixels on its longer side.
 */
export async function reencodeImage(bytes: Uint8Array, format: 'jpeg' | 'png' | 'heic', options: { maxSide?: number } = {}): Promise<ReencodedImage> {
  try {
    let image = format === 'heic' ? await heicPixels(bytes, MAX_PIXELS) : sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).rotate()
    if (options.maxSide) image = image.resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
    if (format === 'png') return { bytes: new Uint8Array(await image.png().toBuffer()), contentType: 'image/png', extension: 'png' }
    return { bytes: new Uint8Array(await image.jpeg({ quality: 90 }).toBuffer()), contentType: 'image/jpeg', extension: 'jpg' }
  } catch (error) {
    if (error instanceof TooManyPixels || (error instanceof Error && /pixel limit/i.test(error.message))) {
      throw fileRefused('This image has too many pixels for us to process. Please upload a smaller photo.')
    }
    throw fileRefused('This image is damaged or incomplete and can’t be opened. Please take the photo again or upload another file.')
  }
}
