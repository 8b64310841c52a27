import fs from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'
import { dayFromToday, newRequest } from '../support/quoteRequests.ts'
import { hydrated } from '../support/pageActions.ts'

const offer = (carrierId: number, extra: Record<string, unknown> = {}) => ({
  offer: {
    carrier_id: carrierId, term_months: 6, premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00', instalment_count: 5,
    deductible: 500, liability_limits: '100/300/100', coverages: { comprehensive: true, collision: true }, valid_until: dayFromToday(10), ...extra,
  },
})

async function carrierIn(request: APIRequestContext, adminToken: string, state: string): Promise<number> {
  const name = `Trust Mutual ${state} ${Date.now()}`
  const made = await request.post('/api/v1/admin/carriers', { headers: bearer(adminToken), data: { carrier: { name, rating: 'A', states: [state] } } })
  expect(made.status()).toBe(201)
  return (await made.json()).data.id
}

/** A quoted request with one offer the customer has chosen (through the API), in the given state. */
async function chosenOffer(request: APIRequestContext, adminToken: string, state: { code: string; zip: string }, extra: Record<string, unknown> = {}) {
  const { customer, number } = await newRequest(request, { address: { state: state.code, zip: state.zip }, auto: { minimum_liability_limits: '100/300/100' } })
  const added = await request.post(`/api/v1/admin/insurance_requests/${number}/offers`, { headers: bearer(adminToken), data: offer(await carrierIn(request, adminToken, state.code), extra) })
  expect(added.status()).toBe(201)
  const offerId: number = (await added.json()).data.id
  return { customer, number, offerId }
}

test('the footer and the About page show the agency’s legal name, address and licences', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  // The details load as the footer comes near, so the top of the page fetches nothing (landing.spec.ts).
  await footer.scrollIntoViewIfNeeded()
  await expect(footer).toContainText('GetQuote Insurance Agency, LLC, 100 Market Street, Suite 400, San Francisco, CA 94105.')
  await expect(footer).toContainText('CA 0K12345')
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'Who we are and where we are licensed' })).toBeVisible()
  await expect(page.getByRole('row', { name: /California 0K12345 Property, Casualty, Personal Lines/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the agent sees the expired licence on the request and binding there is refused with the reason', async ({ page, request }) => {
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  const saved = (await (await request.get('/api/v1/admin/agency', { headers: bearer(adminToken) })).json()).data
  const licences = saved.licences.map((licence: { state: string }) => (licence.state === 'WY' ? { ...licence, licence_number: 'WY-EXP-1', expires_on: dayFromToday(-2) } : licence))
  expect((await request.put('/api/v1/admin/agency', { headers: bearer(adminToken), data: { agency: { ...saved, licences } } })).status()).toBe(200)
  try {
    const { customer, number, offerId } = await chosenOffer(request, adminToken, { code: 'WY', zip: '82001' })
    expect((await request.post(`/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { headers: bearer(customer.token) })).status()).toBe(200)
    await openSignedIn(page, adminToken, `/admin/requests?search=${number}`)
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Licence expired (WY)')
    await page.goto(`/admin/requests/${number}`)
    await expect(page.getByRole('status').filter({ hasText: 'GetQuote’s licence in Wyoming (WY-EXP-1) expired on' })).toBeVisible()
    const bind = page.getByRole('form', { name: 'Confirm binding' })
    await bind.getByLabel('Policy number').fill('WY-2026-0001')
    await bind.getByRole('button', { name: /bind/i }).click()
    await expect(bind.getByRole('alert')).toContainText('so offers there cannot be bound until it is renewed in Agency settings.')
    await expectNoSeriousA11yViolations(page)

    // The customer who chose it is told why it is not bound yet.
    await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
    await expect(page.getByRole('status').filter({ hasText: 'Your agent cannot bind this offer yet: GetQuote’s licence in Wyoming has expired and is being renewed.' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  } finally {
    await request.put('/api/v1/admin/agency', { headers: bearer(adminToken), data: { agency: saved } })
  }
})

test('an offer final pending underwriting is chosen, marked bindable $40 dearer, the customer confirms, then it binds', async ({ page, request }) => {
  test.setTimeout(120_000)
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  const { customer, number } = await chosenOffer(request, adminToken, { code: 'CA', zip: '94105' }, { firmness: 'final_pending_underwriting', firmness_note: 'Waiting for your driving record.' })

  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Trust Mutual CA/ }) })
  await expect(card).toContainText('Price: Final pending underwriting')
  await expect(card).toContainText('Waiting for your driving record.')
  await card.getByRole('button', { name: /Choose this offer/ }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Price: Final pending underwriting')
  await dialog.getByRole('button', { name: 'Yes, choose this offer' }).click()
  await expect(card).toContainText('You chose this offer')

  const admin = await page.context().browser()?.newPage()
  if (!admin) throw new Error('no second page')
  await openSignedIn(admin, adminToken, `/admin/requests/${number}`)
  const adminOffer = admin.getByRole('listitem', { name: /Trust Mutual CA .* offer/ })
  await adminOffer.getByRole('button', { name: /Set price firmness/ }).click()
  const firmness = adminOffer.getByRole('form', { name: /Price firmness/ })
  await firmness.getByLabel('How firm is the price?').selectOption('bindable')
  await firmness.getByLabel('Final premium').fill('640.00')
  await firmness.getByLabel('Down payment').fill('140.00')
  await firmness.getByRole('button', { name: 'Save price firmness' }).click()
  await expect(adminOffer).toContainText('Waiting for the customer to confirm the final price (chosen at $600.00).')
  // What could have changed the price before is no longer said of a bindable one.
  await expect(adminOffer).not.toContainText('Waiting for your driving record.')
  const bind = admin.getByRole('form', { name: 'Confirm binding' })
  await bind.getByLabel('Policy number').fill('CONF-2026-0001')
  await bind.getByRole('button', { name: /bind/i }).click()
  await expect(bind.getByRole('alert')).toContainText('The customer has not yet confirmed the final price of $640.00')

  await page.reload()
  await expect(card).toContainText('The final price is $640.00 for 6 months, not the $600.00 you chose.')
  await expectNoSeriousA11yViolations(page)
  await card.getByRole('button', { name: 'Confirm the new price of $640.00' }).click()
  await expect(card).toContainText('You chose this offer')

  await admin.reload()
  await admin.getByRole('form', { name: 'Confirm binding' }).getByLabel('Policy number').fill('CONF-2026-0001')
  await admin.getByRole('form', { name: 'Confirm binding' }).getByRole('button', { name: /bind/i }).click()
  await expect(admin.getByText('New price confirmed: Confirmed the final price of $640.00 (chosen at $600.00)')).toBeVisible()
  await expect(adminOffer).toContainText('Bound')
  await admin.close()
})

test('a customer who did not tick the calls box shows “do not call (no consent)” beside the phone', async ({ page, request }) => {
  const { number } = await newRequest(request)
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), `/admin/requests/${number}`)
  await expect(page.getByRole('region', { name: 'Applicant' })).toContainText('(415) 555-0134do not call (no consent)')
  await expectNoSeriousA11yViolations(page)
})

test('e-document consent needs the sample opened and its code; withdrawing leaves the agent a task', async ({ page, request }) => {
  test.setTimeout(90_000)
  const customer = await registerCustomer(request, { firstName: 'Esme', lastName: 'Paper' })
  await openSignedIn(page, customer.token, '/account')
  const section = page.getByRole('region', { name: 'Electronic documents' })
  await expect(section).toContainText('Paper copies')
  await expect(section.getByRole('button', { name: 'I agree to electronic documents' })).toBeDisabled()
  await expect(section.getByLabel('Code printed in the sample')).toBeDisabled()
  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Open the sample PDF' }).click()
  const pdf = fs.readFileSync(await (await download).path())
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  const code = /Your code\s+([A-Z0-9]{6})/.exec(text)?.[1] ?? ''
  await section.getByLabel('Code printed in the sample').fill(code)
  await section.getByRole('button', { name: 'I agree to electronic documents' }).click()
  await expect(section).toContainText('to receive your ID cards, declarations and policy papers electronically')
  await expectNoSeriousA11yViolations(page)
  await section.getByRole('button', { name: 'Withdraw consent and get paper' }).click()
  await expect(section.getByRole('button', { name: 'Open the sample PDF' })).toBeVisible()

  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin')
  await expect(page.getByRole('region', { name: 'Paper documents to mail' })).toContainText(`Esme Paper (${customer.email})`)
})

test('the wizard’s calls box is unticked and optional, names GetQuote and the number, and a tick is recorded', async ({ page, request }) => {
  test.setTimeout(90_000)
  const customer = await registerCustomer(request, { firstName: 'Tia', lastName: 'Caller' })
  await openSignedIn(page, customer.token, '/auto/request')
  await hydrated(page)
  await page.getByLabel('State').selectOption('CA')
  await page.getByLabel('Street Address').fill('1 Market Street')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('ZIP Code').fill('94105')
  await page.getByLabel('Phone Number').fill('4155550177')
  await page.getByLabel('VIN (Vehicle Identification Number)').fill('5YJ3E1EA2KF317000')
  await page.getByLabel('How long with insurance company?').selectOption({ label: '1–2 yrs' })
  await page.getByLabel('How long have you had the car?').selectOption({ label: '3–5 yrs' })
  await page.getByRole('button', { name: 'CONTINUE' }).click()
  await page.getByLabel('Liability Only').check()
  await page.getByLabel('Liability Limits').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'CONTINUE' }).click()

  const calls = page.getByRole('checkbox', { name: /^Yes, GetQuote may call or text me at \(415\) 555-0177 about this quote request/ })
  await expect(calls).not.toBeChecked()
  await expect(page.getByText('GetQuote never passes your details to anyone except the insurance carriers quoting your request.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await calls.check()
  await page.getByRole('checkbox', { name: /I authorize GetQuote/ }).check()
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(page).toHaveURL(/\/auto\/quote-requested\?requestNumber=/, { timeout: 30_000 })
  const consent = await (await request.get('/api/v1/me/contact_consent', { headers: bearer(customer.token) })).json()
  expect(consent.data).toMatchObject({ consented: true, phone_number: '(415) 555-0177' })
  const ledger = await (await request.get('/api/v1/me/consents', { headers: bearer(customer.token) })).json()
  expect(ledger.data[0]).toMatchObject({ kind: 'calls_texts', granted: true, source: 'wizard_checkbox', phone_number: '(415) 555-0177' })
})

test('an admin changes a licence in Agency settings; the change is saved, in its history and in the footer', async ({ page, request }) => {
  test.setTimeout(90_000)
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  const saved = (await (await request.get('/api/v1/admin/agency', { headers: bearer(adminToken) })).json()).data
  try {
    await openSignedIn(page, adminToken, '/admin/agency')
    await expect(page.getByRole('heading', { level: 1, name: 'Agency settings' })).toBeVisible()
    await page.getByLabel('Legal name').fill('')
    await page.getByRole('button', { name: 'Save agency settings' }).click()
    await expect(page.getByText('Please enter the agency’s legal name (2 to 200 characters)')).toBeVisible()
    await page.getByLabel('Legal name').fill('GetQuote Insurance Agency, LLC')
    const licences = page.getByRole('list', { name: 'Licences' })
    await licences.getByRole('listitem').first().getByLabel('Licence number').fill('AL-777')
    await page.getByRole('button', { name: 'Save agency settings' }).click()
    await expect(page.getByRole('list', { name: 'Agency changes, newest first' })).toContainText('AL licence AL-100231, Property/Casualty/Personal Lines, until 2028-12-31 → AL-777')
    await expectNoSeriousA11yViolations(page)
    await page.goto('/about')
    await expect(page.getByRole('contentinfo')).toContainText('AL AL-777')
  } finally {
    await request.put('/api/v1/admin/agency', { headers: bearer(adminToken), data: { agency: saved } })
  }
})
