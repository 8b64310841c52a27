import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { renderCoverageSummary, renderIdCard, type PolicyDocumentInput } from '../../api/documents/index.ts'

const input: PolicyDocumentInput = {
  carrier: 'Acme Mutual Insurance',
  policy_number: 'AM-2027-004512',
  insured_name: 'Dana Q. Rivera',
  vehicle: { vin: '1HGCM82633A004352', year: 2021, make: 'Honda', model: 'Accord' },
  effective_date: '2027-01-05',
  expiration_date: '2027-07-05',
  coverages: [
    { label: 'Bodily injury liability', limit: '$100,000/$300,000' },
    { label: 'Property damage liability', limit: '$100,000' },
    { label: 'Uninsured/underinsured motorist', limit: '$50,000/$100,000' },
    { label: 'Comprehensive deductible', limit: '$500' },
    { label: 'Collision deductible', limit: '$1,000' },
  ],
  agency_name: 'GetQuote Insurance Agency',
  agency_licence: 'California licence no. 0K12345',
}

/** What a PDF reader finds: its text (lines joined by spaces) and its page sizes. */
async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  const page = await pdf.getPage(1)
  const [, , width, height] = page.view
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, width, height, title: (await pdf.getMetadata()).info }
}

describe('renderIdCard', () => {
  it('shows every field on one phone-width page', async () => {
    const card = await read(await renderIdCard(input))
    expect(card.pages).toBe(1)
    expect([card.width, card.height]).toEqual([396, 612])
    for (const text of [
      'Insurance ID card',
      'Insurance company Acme Mutual Insurance',
      'Policy number AM-2027-004512',
      'Insured Dana Q. Rivera',
      'Effective 01/05/2027',
      'Expires 07/05/2027',
      'Vehicle 2021 Honda Accord',
      'VIN 1HGCM82633A004352',
      'Agency GetQuote Insurance Agency California licence no. 0K12345',
    ]) {
      expect(card.text).toContain(text)
    }
    expect(card.title).toMatchObject({ Title: 'Insurance ID card AM-2027-004512', Author: 'GetQuote Insurance Agency' })
  })

  it('folds accents and never fails on a name in another script', async () => {
    const card = await read(await renderIdCard({ ...input, insured_name: 'José Łukasz 山田' }))
    expect(card.text).toContain('Insured Jose ?ukasz ??')
  })
})

describe('renderCoverageSummary', () => {
  it('lists the policy, the car and each coverage with its limit', async () => {
    const summary = await read(await renderCoverageSummary(input))
    expect(summary.pages).toBe(1)
    for (const text of [
      'Coverage summary',
      'Acme Mutual Insurance, policy AM-2027-004512',
      'Insured Dana Q. Rivera',
      'Policy period 01/05/2027 to 07/05/2027',
      'Vehicle 2021 Honda Accord VIN 1HGCM82633A004352',
      'Bodily injury liability $100,000/$300,000',
      'Property damage liability $100,000',
      'Uninsured/underinsured motorist $50,000/$100,000',
      'Comprehensive deductible $500',
      'Collision deductible $1,000',
      'Prepared by GetQuote Insurance Agency, California licence no. 0K12345.',
    ]) {
      expect(summary.text).toContain(text)
    }
  })

  it('stays one page with a long list, wrapping long labels', async () => {
    const coverages = Array.from({ length: 30 }, (_, i) => ({ label: `Coverage number ${i + 1} with a rather long name that needs two lines`, limit: `$${i + 1},000` }))
    const summary = await read(await renderCoverageSummary({ ...input, coverages }))
    expect(summary.pages).toBe(1)
    expect(summary.width).toBe(396)
    expect(summary.height).toBeGreaterThan(612)
    expect(summary.text).toContain('Coverage number 30 with a rather long name that needs two lines $30,000')
  })

  it('says so when no coverage is recorded', async () => {
    expect((await read(await renderCoverageSummary({ ...input, coverages: [] }))).text).toContain('Coverages No coverages recorded')
  })
})
