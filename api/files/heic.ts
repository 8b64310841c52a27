import decodeHeic from 'heic-decode'
import type { Sharp } from 'sharp'
import sharp from 'sharp'

/** A HEIC photo whose header declares more pixels than we decode. */
export class TooManyPixels extends Error {}

/**
 * A HEIC photo as sharp input. The prebuilt sharp has no HEVC decoder (a patent-encumbered codec it
 * leaves out), so libheif compiled to WebAssembly decodes the pixels; only the first (primary) image
 * is kept, with its rotation applied, and nothing of its metadata survives the raw pixels.
 * `maxPixels` is checked on the header's size before a byte is decoded, as sharp does for other formats.
 */
export async function heicPixels(bytes: Uint8Array, maxPixels: number): Promise<Sharp> {
  const images = await decodeHeic.all({ buffer: bytes })
  try {
    const primary = images[0]
    if (!primary) throw new Error('a HEIC file without an image')
    if (primary.width * primary.height > maxPixels) throw new TooManyPixels(`${primary.width}×${primary.height}`)
    const { width, height, data } = await primary.decode()
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
  } finally {
    images.dispose()
  }
}
