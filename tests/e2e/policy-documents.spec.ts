import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, DEMO_CASEY, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

const CLASSIC = path.resolve(import.meta.dirname, '../fixtures/declarations/acme-classic.pdf')

test('a customer imports a declarations PDF, saves the policy and keeps the page on it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request, { firstName: 'Dana', lastName: 'Rivera' })
  await openSignedIn(page, customer.token, '/dashboard/policies/new')
  await expect(page.getByRole('heading', { level: 2, name: 'Import from a declarations page' })).toBeVisible()
  await page.getByLabel(/^Declarations page/).setInputFiles(CLASSIC)
  await expect(page.getByText('The form below is filled in from the page. Check each field, then save.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByLabel('Carrier name')).toHaveValue('Acme Mutual Insurance Company')
  await expect(page.getByLabel('Policy number')).toHaveValue('AM-4471-2093')
  await expect(page.getByLabel('Policy number')).toHaveAccessibleDescription('Read with high confidence')
  await expect(page.getByLabel('Effective date')).toHaveValue('2027-03-01')
  await expect(page.getByLabel('Liability limits')).toHaveValue('100/300/100')
  await expect(page.getByLabel('Vehicle 1 VIN')).toHaveValue('1HGCV1F39MA104218')
  await expect(page.getByLabel('Driver 2 name')).toHaveValue('Sam Rivera')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Save policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Mutual Insurance Company · AM-4471-2093' })).toBeVisible()

  const documents = page.getByRole('region', { name: 'Documents' })
  await expect(documents.getByText('No documents uploaded yet.')).toBeVisible()
  await expect(documents.getByRole('button', { name: 'ID card' })).toHaveCount(0)
  await documents.getByLabel('Upload a document').setInputFiles(CLASSIC)
  await expect(page.getByText('Document uploaded.')).toBeVisible()
  await expect(documents.getByRole('listitem').filter({ hasText: 'Declarations page' })).toContainText('acme-classic.pdf')

  const html = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gq-e2e-')), 'declarations.pdf')
  fs.writeFileSync(html, '<!doctype html><html><body><script>alert(1)</script></body></html>')
  await documents.getByLabel('Upload a document').setInputFiles(html)
  await expect(documents.getByRole('alert')).toHaveText('Please upload a PDF, JPEG, PNG or HEIC file. This file is none of those, whatever its name says.')
  await expect(documents.getByRole('button', { name: /^Download / })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  const saved = page.waitForEvent('download')
  await documents.getByRole('button', { name: 'Download acme-classic.pdf' }).click()
  const file = await saved
  expect(file.suggestedFilename()).toBe('acme-classic.pdf')
  expect(fs.readFileSync(await file.path())).toEqual(fs.readFileSync(CLASSIC))
})

test('the demo customer downloads the ID card of their bound policy', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO_CASEY)
  const policies = await (await request.get('/api/v1/policies', { headers: bearer(token) })).json()
  const bound = policies.data.find((policy: { origin: string }) => policy.origin === 'bound')
  expect(bound).toBeTruthy()
  await openSignedIn(page, token, `/dashboard/policies/${bound.id}`)
  const documents = page.getByRole('region', { name: 'Documents' })
  const saved = page.waitForEvent('download')
  await documents.getByRole('button', { name: 'ID card' }).click()
  const file = await saved
  expect(file.suggestedFilename()).toMatch(/^id-card-.+\.pdf$/)
  expect(fs.readFileSync(await file.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expect(documents.getByRole('button', { name: 'Coverage summary' })).toBeVisible()
})

test('an admin keeps a file on a customer\'s policy and sees it in the history', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO_CASEY)
  const policies = await (await request.get('/api/v1/policies', { headers: bearer(token) })).json()
  const added = policies.data.find((policy: { origin: string }) => policy.origin === 'added')
  expect(added).toBeTruthy()
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), `/admin/policies/${added.id}`)
  const documents = page.getByRole('region', { name: 'Documents' })
  await documents.getByLabel('Kind of document').selectOption('other')
  await documents.getByLabel('Upload a document').setInputFiles(CLASSIC)
  await expect(page.getByText('Document uploaded.')).toBeVisible()
  await expect(documents.getByRole('button', { name: 'Download acme-classic.pdf' }).last()).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Other document: acme-classic.pdf')
  await expectNoSeriousA11yViolations(page)
})
