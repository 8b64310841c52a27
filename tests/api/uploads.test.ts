import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkFileCount, checkUpload, MAX_FILE_BYTES, MAX_FILES_PER_CUSTOMER } from '../../api/files/index.ts'

const NOT_ACCEPTED = 'Please upload a PDF, JPEG, PNG or HEIC file. This file is none of those, whatever its name says.'
const DAMAGED_IMAGE = 'This image is damaged or incomplete and can’t be opened. Please take the photo again or upload another file.'
const DAMAGED_PDF = 'This PDF is damaged or can’t be opened. Please upload another copy, or a photo of the page.'

/** HEIC photos made for these tests with libheif's heif-enc (see tests/fixtures/photos/README.md). */
const PHOTOS = path.resolve(import.meta.dirname, '..', 'fixtures', 'photos')

const refusal = (status: number, message: string) => ({ status, message, ...(status === 422 ? { fields: { file: message } } : {}) })

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })

async function onePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.addPage().drawText('Declarations page')
  return pdf.save()
}

/** A PDF whose single content stream inflates to `mb` megabytes of zeros. */
function flateBomb(mb: number): Uint8Array {
  const stream = zlib.deflateSync(Buffer.alloc(mb * 1024 * 1024), { level: 9 })
  const head = '%PDF-1.7\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n'
  const page = '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>> endobj\n'
  const content = `4 0 obj <</Length ${stream.byteLength}/Filter/FlateDecode>> stream\n`
  return Buffer.concat([Buffer.from(head + page + content, 'latin1'), stream, Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1')])
}

/** A valid PDF of `pages` empty pages, written by hand since pdf-lib takes minutes for that many. */
function manyPagesPdf(pages: number): Uint8Array {
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', `<</Type/Pages/Count ${pages}/Kids[${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')}]>>`]
  for (let i = 0; i < pages; i++) objects.push('<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>')
  let body = '%PDF-1.7\n'
  const offsets = objects.map((object, i) => {
    const at = body.length
    body += `${i + 1} 0 obj ${object} endobj\n`
    return at
  })
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`
  return Buffer.from(`${body}${xref}trailer <</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${body.length}\n%%EOF\n`, 'latin1')
}

describe('checkUpload: what is accepted', () => {
  it('keeps a PDF as it came', async () => {
    const bytes = await onePagePdf()
    expect(await checkUpload(bytes)).toEqual({ bytes, contentType: 'application/pdf', extension: 'pdf' })
  })

  it('re-encodes a PNG as PNG and a JPEG as JPEG', async () => {
    const png = await checkUpload(new Uint8Array(await photo().png().toBuffer()))
    expect([png.contentType, png.extension, (await sharp(png.bytes).metadata()).format]).toEqual(['image/png', 'png', 'png'])
    const jpeg = await checkUpload(new Uint8Array(await photo().jpeg().toBuffer()))
    expect([jpeg.contentType, jpeg.extension, (await sharp(jpeg.bytes).metadata()).format]).toEqual(['image/jpeg', 'jpg', 'jpeg'])
  })

  it('strips EXIF with GPS from a photo and turns it upright', async () => {
    const gps = { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 5443/100', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 1234/100' }
    const input = await photo(64, 48).jpeg().withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: gps }).withMetadata({ orientation: 6 }).toBuffer()
    const before = await sharp(input).metadata()
    // The input carries a maker, a GPS IFD (tag 0x8825) and orientation 6.
    expect(before.exif?.includes('PhoneMaker')).toBe(true)
    expect(before.exif?.includes(Buffer.from([0x25, 0x88])) || before.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true)
    expect(before.orientation).toBe(6)

    const cleaned = await checkUpload(new Uint8Array(input))
    const after = await sharp(cleaned.bytes).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(Buffer.from(cleaned.bytes).includes('Exif')).toBe(false)
    expect(Buffer.from(cleaned.bytes).includes('PhoneMaker')).toBe(false)
    // Orientation 6 (rotate 90°) was applied to the pixels, so the stored picture is upright without it.
    expect([after.width, after.height, after.orientation]).toEqual([48, 64, undefined])
  })

  it('checks the customer file count before one more', () => {
    expect(MAX_FILES_PER_CUSTOMER).toBe(50)
    expect(() => checkFileCount(49)).not.toThrow()
    const message = 'You already have 50 files, the most we keep for one customer. Please delete one before uploading another.'
    expect(() => checkFileCount(50)).toThrow(expect.objectContaining(refusal(422, message)))
  })
})

describe('checkUpload: hostile and broken files', () => {
  it('refuses an HTML page named .pdf, judged by its bytes', async () => {
    const html = new TextEncoder().encode('<!DOCTYPE html><html><body><script>alert(1)</script>Declarations</body></html>')
    await expect(checkUpload(html)).rejects.toMatchObject(refusal(422, NOT_ACCEPTED))
  })

  it('refuses HTML behind a %PDF header', async () => {
    const fake = new TextEncoder().encode('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n%%EOF')
    await expect(checkUpload(fake)).rejects.toMatchObject(refusal(422, DAMAGED_PDF))
  })

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['a ZIP', Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1')],
    ['plain text', Buffer.from('Policy number 123')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_, bytes) => {
    await expect(checkUpload(new Uint8Array(bytes))).rejects.toMatchObject(refusal(422, NOT_ACCEPTED))
  })

  it('refuses a 60 MB image before decoding it', async () => {
    const huge = await sharp({ create: { width: 4500, height: 4500, channels: 3, background: '#8a6f3c' } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(huge.byteLength).toBeGreaterThan(60_000_000)
    await expect(checkUpload(new Uint8Array(huge))).rejects.toMatchObject(
      refusal(413, 'This file is larger than 10 MB. Please upload a smaller file (a photo or a PDF of the page).'),
    )
  })

  it('accepts exactly 10 MB and no byte more', async () => {
    const pdf = await onePagePdf()
    const padded = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.byteLength, 0x20)])
    await expect(checkUpload(new Uint8Array(padded(MAX_FILE_BYTES)))).resolves.toMatchObject({ contentType: 'application/pdf' })
    await expect(checkUpload(new Uint8Array(padded(MAX_FILE_BYTES + 1)))).rejects.toMatchObject({ status: 413 })
  })

  it('refuses a truncated JPEG', async () => {
    const jpeg = await photo(400, 300).jpeg().toBuffer()
    await expect(checkUpload(new Uint8Array(jpeg.subarray(0, Math.floor(jpeg.byteLength / 2))))).rejects.toMatchObject(refusal(422, DAMAGED_IMAGE))
  })

  it('refuses a corrupt PNG', async () => {
    const png = await photo(400, 300).png().toBuffer()
    const corrupt = Buffer.from(png)
    corrupt.fill(0xff, 60, 120)
    await expect(checkUpload(new Uint8Array(corrupt))).rejects.toMatchObject(refusal(422, DAMAGED_IMAGE))
  })

  it('refuses a PNG decompression bomb by its pixel count', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer()
    expect(bomb.byteLength).toBeLessThan(MAX_FILE_BYTES)
    await expect(checkUpload(new Uint8Array(bomb))).rejects.toMatchObject(
      refusal(422, 'This image has too many pixels for us to process. Please upload a smaller photo.'),
    )
  })

  it('re-encodes a HEIC photo as JPEG, upright, without its EXIF and GPS', async () => {
    const heic = fs.readFileSync(path.join(PHOTOS, 'id-card-photo.heic'))
    expect(heic.includes('GQTestPhone')).toBe(true)
    const stored = await checkUpload(new Uint8Array(heic))
    expect(stored).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' })
    const metadata = await sharp(stored.bytes).metadata()
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif, icc: metadata.icc }).toEqual(
      { format: 'jpeg', width: 1200, height: 800, exif: undefined, icc: undefined },
    )
    expect(Buffer.from(stored.bytes).includes('GQTestPhone')).toBe(false)
  })

  it('refuses a HEIC of 52 megapixels by its header, before decoding it', async () => {
    const bomb = fs.readFileSync(path.join(PHOTOS, '52-megapixels.heic'))
    expect(bomb.byteLength).toBeLessThan(20_000)
    await expect(checkUpload(new Uint8Array(bomb))).rejects.toMatchObject(
      refusal(422, 'This image has too many pixels for us to process. Please upload a smaller photo.'),
    )
  })

  it('refuses a truncated HEIC as damaged', async () => {
    const heic = fs.readFileSync(path.join(PHOTOS, 'id-card-photo.heic'))
    await expect(checkUpload(new Uint8Array(heic.subarray(0, Math.floor(heic.byteLength / 2))))).rejects.toMatchObject(refusal(422, DAMAGED_IMAGE))
  })

  it('refuses a PDF bomb whose stream inflates to 150 MB', async () => {
    const bomb = flateBomb(150)
    expect(bomb.byteLength).toBeLessThan(1_000_000)
    await expect(checkUpload(bomb)).rejects.toMatchObject(
      refusal(422, 'This PDF expands to far more data than a document needs, so we can’t open it safely. Please upload another copy of the document.'),
    )
  })

  it('accepts a PDF whose stream inflates to a modest size', async () => {
    await expect(checkUpload(flateBomb(5))).resolves.toMatchObject({ contentType: 'application/pdf' })
  })

  it('refuses a PDF of 20,000 pages packed into a small file', async () => {
    const bomb = manyPagesPdf(20_000)
    expect(bomb.byteLength).toBeLessThan(MAX_FILE_BYTES)
    await expect(checkUpload(bomb)).rejects.toMatchObject(
      refusal(422, 'This PDF has 20,000 pages; we accept at most 50. Please upload only the pages you need.'),
    )
  })

  it('refuses a real 51-page PDF and accepts 50', async () => {
    const pdf = await PDFDocument.create()
    for (let i = 0; i < 50; i++) pdf.addPage()
    await expect(checkUpload(await pdf.save())).resolves.toMatchObject({ contentType: 'application/pdf' })
    pdf.addPage()
    await expect(checkUpload(await pdf.save())).rejects.toMatchObject({ status: 422, message: 'This PDF has 51 pages; we accept at most 50. Please upload only the pages you need.' })
  })

  it('refuses a truncated PDF', async () => {
    const bytes = await onePagePdf()
    await expect(checkUpload(bytes.subarray(0, 40))).rejects.toMatchObject(refusal(422, DAMAGED_PDF))
  })
})
