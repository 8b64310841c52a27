import fs from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOcrReader, readDeclarations, type DeclarationsDraft, type OcrReader } from '../../api/documents/declarations/index.ts'
import { checkUpload } from '../../api/files/index.ts'
import { readSamples, samplesDir, type SampleFields } from '../fixtures/declarations/sample.ts'

/** The draft's values in the samples' shape, so one comparison shows every field that differs. */
function values(draft: DeclarationsDraft): SampleFields & { financed: boolean | null } {
  return {
    carrier: draft.carrier?.value ?? '',
    policy_number: draft.policy_number?.value ?? '',
    effective_date: draft.effective_date?.value ?? '',
    expiration_date: draft.expiration_date?.value ?? '',
    premium: draft.premium?.value ?? '',
    state: draft.state?.value ?? '',
    vins: draft.vins.map((vin) => vin.value),
    drivers: draft.drivers.map((driver) => driver.value),
    bodily_injury_per_person: draft.bodily_injury_per_person?.value ?? null,
    bodily_injury_per_accident: draft.bodily_injury_per_accident?.value ?? null,
    property_damage: draft.property_damage?.value ?? null,
    um_uim_per_person: draft.um_uim_per_person?.value ?? null,
    um_uim_per_accident: draft.um_uim_per_accident?.value ?? null,
    pip: draft.pip?.value ?? null,
    med_pay: draft.med_pay?.value ?? null,
    comprehensive_deductible: draft.comprehensive_deductible?.value ?? null,
    collision_deductible: draft.collision_deductible?.value ?? null,
    rental_per_day: draft.rental_per_day?.value ?? null,
    rental_maximum: draft.rental_maximum?.value ?? null,
    roadside: draft.roadside?.value ?? false,
    lienholder: draft.lienholder?.value ?? null,
    financed: draft.financed?.value ?? null,
  }
}

const confidences = (draft: DeclarationsDraft) =>
  Object.values(draft).flatMap((entry) => (Array.isArray(entry) ? entry : [entry])).flatMap((entry) => (entry && typeof entry === 'object' && 'confidence' in entry ? [entry.confidence] : []))

let ocr: OcrReader
// One OCR engine for every sample: starting it is the slow part.
beforeAll(async () => {
  ocr = await createOcrReader()
}, 120_000)
afterAll(() => ocr.close())

describe('readDeclarations', () => {
  it.each(readSamples().map((sample) => [sample.file, sample] as const))('reads every field of %s', async (_, sample) => {
    const file = await checkUpload(new Uint8Array(fs.readFileSync(new URL(sample.file, samplesDir))))
    const draft = await readDeclarations(file, ocr)
    if (!draft) throw new Error(`${sample.file} gave no draft`)
    expect(draft.source).toBe(sample.medium === 'pdf' ? 'text' : 'ocr')
    expect(values(draft)).toEqual({ ...sample.expected, financed: sample.expected.lienholder !== null })
    for (const confidence of confidences(draft)) {
      expect(confidence).toBeGreaterThan(0.5)
      expect(confidence).toBeLessThanOrEqual(1)
    }
  }, 120_000)

  it('reads a scanned PDF, a page image without a text layer, through OCR', async () => {
    const sample = readSamples().find((candidate) => candidate.file === 'harbor-photo.jpg')
    if (!sample) throw new Error('harbor-photo.jpg is missing from samples.json')
    const pdf = await PDFDocument.create()
    const upright = await sharp(fs.readFileSync(new URL(sample.file, samplesDir))).rotate().jpeg().toBuffer()
    const image = await pdf.embedJpg(upright)
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 })
    const draft = await readDeclarations(await checkUpload(await pdf.save()), ocr)
    if (!draft) throw new Error('the scanned PDF gave no draft')
    expect(draft.source).toBe('ocr')
    expect(values(draft)).toEqual({ ...sample.expected, financed: true })
  }, 120_000)

  it('gives no draft for a PDF with neither text nor pictures', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('1')
    expect(await readDeclarations(await checkUpload(await pdf.save()), ocr)).toBeNull()
  })

  it('gives an empty draft for a page that is not a declarations page', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Thank you for shopping with us. Your receipt is attached below.', { size: 10, x: 40, y: 700 })
    const draft = await readDeclarations(await checkUpload(await pdf.save()), ocr)
    expect(draft).toMatchObject({ carrier: null, policy_number: null, premium: null, vins: [], drivers: [], bodily_injury_per_person: null, lienholder: null, financed: null })
  })
})
