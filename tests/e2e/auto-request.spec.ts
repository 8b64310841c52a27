import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { z } from 'zod'
import { liabilityOptions } from '../../shared/rules/liabilityOptions.ts'
import { expectNoA11yViolations, expectNoSeriousA11yViolations } from '../support/axe.ts'
import { registerCustomer, uniqueEmail } from '../support/accounts.ts'
import { waitForCode } from '../support/mailbox.ts'
import { toast } from '../support/toasts.ts'
import { openWizard } from '../support/pageActions.ts'
import { holdRequests } from '../support/holdRequests.ts'

const DRAFT_KEY = 'gq:autoQuoteDraft'
const TOKEN_KEY = 'gq:authToken'
const REQUIRED = '* required'

interface Person {
  state: string
  first: string
  last: string
  street: string
  city: string
  zip: string
  phone: string
  email: string
  vin: string
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUE' })

/** The failed-step toast is there; it is then closed, so the next check sees a fresh one. */
async function expectValidationToast(page: Page) {
  const shown = toast(page, 'Validation Error')
  await expect(shown).toBeVisible()
  await expect(shown).toContainText('Please fill in all required fields before proceeding.')
  await shown.getByRole('button', { name: 'Close toast' }).click()
  await expect(shown).toHaveCount(0)
}

async function fillPersonal(page: Page, person: Person) {
  await page.getByLabel('State').selectOption(person.state)
  await page.getByLabel('First Name').fill(person.first)
  await page.getByLabel('Last Name').fill(person.last)
  await page.getByLabel('Street Address').fill(person.street)
  await page.getByLabel('City').fill(person.city)
  await page.getByLabel('ZIP Code').fill(person.zip)
  await page.getByLabel('Phone Number').fill(person.phone)
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('VIN (Vehicle Identification Number)').fill(person.vin)
  await page.getByLabel('How long with insurance company?').selectOption({ label: '1–2 yrs' })
  await page.getByLabel('How long have you had the car?').selectOption({ label: '3–5 yrs' })
}

const liabilitySelect = (page: Page) => page.getByLabel('Liability Limits')

async function optionTexts(page: Page, label: string): Promise<string[]> {
  const texts = await page.getByLabel(label).locator('option').allTextContents()
  return texts.slice(1)
}

async function verifyAndLand(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await expect(page).toHaveURL(`/verify-email?${new URLSearchParams({ email, redirect: 'auto_request_submission' })}`)
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBeNull()
  await page.getByLabel('Verification code').fill(await waitForCode(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  // A new wizard account is offered a password first (tests/e2e/account.spec.ts sets one); skipped here.
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL(/\/auto\/quote-requested\?requestNumber=[^&]+$/, { timeout: 20_000 })
  return new URL(page.url()).searchParams.get('requestNumber') ?? ''
}

const RequestList = z.object({
  data: z.array(
    z.object({
      request_number: z.string(),
      status: z.string(),
      applicant: z.object({ email: z.string(), address: z.object({ state: z.string() }) }),
      auto_insurance: z.object({ coverage_type: z.string(), pip: z.number().nullable(), minimum_liability_limits: z.string() }),
    }),
  ),
})

/** The caller's requests, read from the API with the token the browser holds. */
async function requestsOf(page: Page, request: APIRequestContext) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
  expect(token).toBeTruthy()
  const response = await request.get('/api/v1/insurance_requests', { headers: { authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return RequestList.parse(await response.json()).data
}

async function expectSummary(page: Page, requestNumber: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Request Submitted!' })).toBeVisible()
  await expect(page.getByText(requestNumber, { exact: true })).toBeVisible()
  await expect(page.getByText('Status: Awaiting review')).toBeVisible()
  await expect(page.getByText('You receive your personalized options within 24 hours.')).toBeVisible()
}

const customerToken = async (request: APIRequestContext, email: string) =>
  (await registerCustomer(request, { firstName: 'Cara', lastName: 'Customer', email })).token

test('a visitor in Florida meets every rule, verifies the e-mail and sees the summary', async ({ page, request }) => {
  test.setTimeout(120_000)
  // Confetti is for those who did not ask for less motion (the browser tests' default: playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  const email = uniqueEmail('ana')
  await openWizard(page)
  await expectNoA11yViolations(page)
  const progress = page.getByRole('progressbar', { name: 'Your Quote Quest' })
  await expect(progress).toHaveAttribute('aria-valuenow', '0')

  await continueButton(page).click()
  await expectValidationToast(page)
  for (const label of ['State', 'First Name', 'Last Name', 'Street Address', 'City', 'ZIP Code', 'Phone Number', 'Email', 'How long with insurance company?']) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(REQUIRED)
  }
  await expect(page.getByLabel('VIN (Vehicle Identification Number)')).toHaveAccessibleDescription(/\* required/)
  await expect(page.getByLabel('Driver License Number')).toHaveAccessibleDescription('')
  await expectNoA11yViolations(page)

  await fillPersonal(page, {
    state: 'FL', first: 'Ana', last: 'Lopez', street: '100 Ocean Drive', city: 'Miami', zip: '90210',
    phone: '305.555.0123', email, vin: '1HGCM82633A004353',
  })
  await expect(page.getByLabel('Phone Number')).toHaveValue('(305) 555-0123')
  const vin = page.getByLabel('VIN (Vehicle Identification Number)')
  await expect(vin).toHaveAccessibleDescription(/check digit does not match/)
  await vin.fill('1hgcm82633a004352')
  await vin.blur()
  await expect(vin).toHaveValue('1HGCM82633A004352')
  await expect(page.getByText('Valid VIN: model year 2003, made by Honda')).toBeVisible()

  // Dependent fields: the company name only with some tenure, the institution only when financed.
  await expect(page.getByLabel('Insurance Company Name')).toBeVisible()
  await page.getByLabel('How long with insurance company?').selectOption({ label: 'None' })
  await expect(page.getByLabel('Insurance Company Name')).toBeHidden()
  await page.getByLabel('How long with insurance company?').selectOption({ label: '5+ yrs' })
  await page.getByLabel('Insurance Company Name').fill('Sunshine Mutual')
  await expect(page.getByLabel('Financial Institution')).toBeHidden()
  await page.getByLabel('Financed').check()
  await continueButton(page).click()
  await expectValidationToast(page)
  await expect(page.getByLabel('ZIP Code')).toHaveAccessibleDescription('This ZIP code is not in Florida')
  await expect(page.getByLabel('Financial Institution')).toHaveAccessibleDescription(REQUIRED)
  await page.getByLabel('ZIP Code').fill('33139')
  await page.getByLabel('Financial Institution').fill('Coastal Credit Union')
  await expect(progress).toHaveAttribute('aria-valuenow', '79')
  await continueButton(page).click()

  await expect(stepHeading(page, 'Coverage & Discounts')).toBeVisible()
  await continueButton(page).click()
  await expectValidationToast(page)
  await expect(page.getByText('Coverage type is required')).toBeVisible()
  await expect(liabilitySelect(page)).toHaveAccessibleDescription(/Minimum liability limits required/)
  await expect(page.getByLabel('Personal Injury Protection (PIP)')).toHaveAccessibleDescription(/PIP coverage is required in Florida/)
  expect(await optionTexts(page, 'Liability Limits')).toEqual(liabilityOptions('FL').map((option) => option.label))
  expect((await optionTexts(page, 'Liability Limits'))[0]).toBe('$10,000 property damage only, no bodily injury required (State Minimum)')
  expect(await optionTexts(page, 'Personal Injury Protection (PIP)')).toEqual(['$10,000 (State Minimum)', '$25,000', '$50,000', '$100,000'])

  await page.getByLabel('Liability Only').check()
  await expect(page.getByLabel('Deductible')).toBeHidden()
  await page.getByLabel('Full Coverage').check()
  await page.getByLabel('Deductible').selectOption({ label: '$500' })
  await liabilitySelect(page).selectOption({ label: '$100,000/$300,000/$100,000' })
  await page.getByLabel('Personal Injury Protection (PIP)').selectOption({ label: '$10,000 (State Minimum)' })
  const umUim = page.getByRole('checkbox', { name: /Uninsured\/Underinsured Motorist/ })
  await expect(umUim).toHaveAccessibleName(/Recommended/)
  await umUim.check()
  await expect(page.getByRole('checkbox', { name: /Medical Payments \(MedPay\)/ })).not.toHaveAccessibleName(/Recommended/)
  await page.getByRole('checkbox', { name: /Medical Payments \(MedPay\)/ }).check()

  const discounts = page.getByRole('group', { name: 'Discount Eligibility' })
  await expect(discounts.getByRole('checkbox')).toHaveCount(16)
  await page.getByLabel('Multiple vehicles').check()
  await page.getByLabel('Military service').check()
  await page.getByLabel('Vehicle safety features').check()
  await page.getByLabel('Professional organization member').check()
  await expect(page.getByLabel('Organization Name')).toBeVisible()
  await page.getByLabel('Professional organization member').uncheck()
  await expect(page.getByLabel('Organization Name')).toBeHidden()
  await page.getByLabel('Homeowner').check()
  await page.getByLabel('Paperless billing').check()
  await continueButton(page).click()
  await expectValidationToast(page)
  await expect(page.getByLabel('MedPay Amount')).toHaveAccessibleDescription('Medical payments amount is required')
  await expect(page.getByLabel('Number of Vehicles')).toHaveAccessibleDescription('Number of vehicles is required')
  await expect(page.getByLabel('Military Branch')).toHaveAccessibleDescription('Military branch is required')
  await expect(page.getByLabel(/^Safety Features/)).toHaveAccessibleDescription('Safety features list is required')
  await expectNoA11yViolations(page)
  await page.getByLabel('MedPay Amount').selectOption({ label: '$2,500' })
  await page.getByLabel('Number of Vehicles').fill('2')
  await page.getByLabel('Military Branch').fill('Navy')
  await page.getByLabel(/^Safety Features/).fill('airbags, lane assist')
  await continueButton(page).click()

  await expect(stepHeading(page, 'Authorization')).toBeVisible()
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expectValidationToast(page)
  await expect(page.getByText('You must authorize GetQuote to proceed')).toBeVisible()
  await expectNoA11yViolations(page)

  // The indicator jumps back to an earlier step, never forward past the current one.
  await page.getByRole('button', { name: /Personal & Vehicle Info/ }).click()
  await expect(stepHeading(page, 'Personal & Vehicle Info')).toBeVisible()
  await expect(page.getByRole('button', { name: /Authorization/ })).toBeDisabled()
  await expect(page.getByLabel('First Name')).toHaveValue('Ana')
  await continueButton(page).click()
  await continueButton(page).click()
  await expect(page.locator('body > canvas')).toHaveCount(0)
  await page.getByRole('checkbox', { name: /I authorize GetQuote to act as my agent/ }).check()
  await expect(page.locator('body > canvas')).toHaveCount(1)
  await expect(progress).toHaveAttribute('aria-valuenow', '100')
  await page.getByRole('button', { name: 'SUBMIT' }).click()

  const requestNumber = await verifyAndLand(page, request, email)
  await expectSummary(page, requestNumber)
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
  await expect(page.getByText('Ana Lopez')).toBeVisible()
  await expect(page.getByText('1HGCM82633A004352')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'lane assist' })).toBeVisible()
  await expect(page.getByText('Full Coverage')).toBeVisible()
  await expect(page.getByText('$100,000/$300,000/$100,000')).toBeVisible()
  await expect(page.getByText('$10,000', { exact: true })).toBeVisible()
  await expect(page.getByText('$2,500', { exact: true })).toBeVisible()
  const chips = page.getByRole('list', { name: 'Eligible discounts' })
  await expect(chips.getByRole('listitem')).toHaveText(['Homeowner', 'Military (Navy)', 'Paperless Billing'])
  await expectNoA11yViolations(page)

  await page.reload()
  await expectSummary(page, requestNumber)
  const mine = await requestsOf(page, request)
  expect(mine.map((r) => r.request_number)).toEqual([requestNumber])
  expect(mine[0]).toMatchObject({
    status: 'pending',
    applicant: { email, address: { state: 'FL' } },
    auto_insurance: { coverage_type: 'full_coverage', pip: 10000, minimum_liability_limits: '100/300/100' },
  })
})

test('a visitor in California gets a restored draft after a reload and submits liability only', async ({ page, request }) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('cal')
  await openWizard(page)
  await fillPersonal(page, {
    state: 'CA', first: 'Cal', last: 'Rivera', street: '1 Market Street', city: 'San Francisco', zip: '94105',
    phone: '4155550199', email, vin: '5YJ3E1EA2KF317000',
  })
  await expect(page.getByText('Valid VIN: model year 2019, made by Tesla')).toBeVisible()
  await continueButton(page).click()

  await expect(stepHeading(page, 'Coverage & Discounts')).toBeVisible()
  expect(await optionTexts(page, 'Liability Limits')).toEqual(liabilityOptions('CA').map((option) => option.label))
  await expect(page.getByLabel('Personal Injury Protection (PIP)')).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: /Uninsured\/Underinsured Motorist/ })).not.toHaveAccessibleName(/Recommended/)
  await expect(page.getByRole('checkbox', { name: /Medical Payments \(MedPay\)/ })).toBeVisible()
  await page.getByLabel('Liability Only').check()
  await liabilitySelect(page).selectOption({ index: 1 })
  await page.getByLabel('Good student').check()
  await page.getByLabel('School Name').fill('Lincoln High')
  await page.getByLabel('Clean driving record').check()

  await page.reload()
  await expect(stepHeading(page, 'Coverage & Discounts')).toBeVisible()
  await expect(page.getByLabel('Liability Only')).toBeChecked()
  await expect(page.getByLabel('School Name')).toHaveValue('Lincoln High')
  await expect(page.getByRole('progressbar', { name: 'Your Quote Quest' })).toHaveAttribute('aria-valuenow', '93')
  await page.getByRole('button', { name: /Personal & Vehicle Info/ }).click()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await continueButton(page).click()
  await continueButton(page).click()
  await page.getByRole('checkbox', { name: /I authorize GetQuote/ }).check()
  await page.getByRole('button', { name: 'SUBMIT' }).click()

  const requestNumber = await verifyAndLand(page, request, email)
  await expectSummary(page, requestNumber)
  await expect(page.getByText('Liability Only')).toBeVisible()
  await expect(page.getByText('$30,000/$60,000/$15,000 (State Minimum)')).toBeVisible()
  await expect(page.getByText('Not Selected')).toHaveCount(2)
  await expect(page.getByRole('list', { name: 'Eligible discounts' }).getByRole('listitem')).toHaveText(['Good Student', 'Clean Record'])
  const mine = await requestsOf(page, request)
  expect(mine.map((r) => r.request_number)).toEqual([requestNumber])
  expect(mine[0]?.auto_insurance).toMatchObject({ coverage_type: 'liability_only', pip: null, minimum_liability_limits: '30/60/15' })
})

test('a signed-in customer submits directly, and a returning visitor is submitted under the overlay', async ({ page, request }) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('cara')
  const token = await customerToken(request, email)
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  await openWizard(page)
  // A fresh request starts with the account's name and e-mail.
  await expect(page.getByLabel('First Name')).toHaveValue('Cara')
  await expect(page.getByLabel('Last Name')).toHaveValue('Customer')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await fillPersonal(page, {
    state: 'TX', first: 'Cara', last: 'Customer', street: '500 Congress Ave', city: 'Austin', zip: '78701',
    phone: '5125550142', email, vin: '1FTFW1ET9DFC10312',
  })
  await continueButton(page).click()
  await expect(page.getByRole('checkbox', { name: /Medical Payments \(MedPay\)/ })).toHaveAccessibleName(/Recommended/)
  await page.getByLabel('Liability Only').check()
  await liabilitySelect(page).selectOption({ index: 1 })
  await continueButton(page).click()
  await page.getByRole('checkbox', { name: /I authorize GetQuote/ }).check()

  // Hold the real request a moment to see the busy button; the API answers it unchanged.
  const release = await holdRequests(page, '**/api/v1/insurance_requests')
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(page.getByRole('button', { name: 'SUBMITTING...' })).toBeDisabled()
  release()
  await expect(page).toHaveURL(/\/auto\/quote-requested\?requestNumber=/)
  const first = new URL(page.url()).searchParams.get('requestNumber') ?? ''
  await expectSummary(page, first)

  // Back from verification with a stored draft: submitted at once under the full-screen overlay.
  const draft = { step: 3, values: { insurance_request: {
    insurance_type: 'auto',
    applicant_attributes: { first_name: 'Cara', last_name: 'Customer', phone_number: '(512) 555-0142', email, drivers_license: 'TX1234567',
      address_attributes: { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } },
    auto_insurance_attributes: { vin: '1FTFW1ET9DFC10312', insurance_company_length: 'none', car_ownership_length: '5_plus',
      coverage_type: 'liability_only', minimum_liability_limits: '100/300/100', authorization: true },
  } } }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DRAFT_KEY, JSON.stringify(draft)])
  await page.unroute('**/api/v1/insurance_requests')
  const releaseSecond = await holdRequests(page, '**/api/v1/insurance_requests')
  await page.goto('/auto/request?submitted=true')
  await expect(page.getByRole('status').filter({ hasText: 'Submitting Your Request' })).toBeVisible()
  releaseSecond()
  await expect(page).toHaveURL(/\/auto\/quote-requested\?requestNumber=/)
  const second = new URL(page.url()).searchParams.get('requestNumber') ?? ''
  await expectSummary(page, second)
  await expect(page.getByText('TX1234567')).toBeVisible()
  const mine = await requestsOf(page, request)
  expect(mine.map((r) => r.request_number).sort()).toEqual([first, second].sort())
})

for (const width of [1280, 390]) {
  test(`at ${width} px the first step is in the page as built, so nothing below it moves when the wizard hydrates`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    // Until the islands' scripts arrive the visitor sees the prebuilt HTML alone.
    const releaseScripts = await holdRequests(page, '**/_astro/*.js')
    await page.goto('/auto/request')
    // Everything above the footer moves it, so its place measures every shift of the page.
    const footerTop = () => page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY)
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Insurance Quote Request' })).toBeVisible()
    const asBuilt = await footerTop()
    releaseScripts()
    await expect(continueButton(page)).toBeEnabled()
    expect(await footerTop()).toBe(asBuilt)
  })
}

test('Back on the first step returns to the insurance type choice', async ({ page }) => {
  await openWizard(page)
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL('/select-insurance-type')
})

test('on a phone, browser Back and Forward move between the steps and keep the answers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const email = uniqueEmail('back')
  await page.goto('/select-insurance-type')
  await openWizard(page)
  await fillPersonal(page, {
    state: 'CA', first: 'Bea', last: 'Back', street: '1 Market Street', city: 'San Francisco', zip: '94105',
    phone: '4155550199', email, vin: '5YJ3E1EA2KF317000',
  })
  await continueButton(page).click()
  await expect(stepHeading(page, 'Coverage & Discounts')).toBeVisible()
  await page.getByLabel('Good student').check()
  await page.getByLabel('School Name').fill('Lincoln High')

  await page.goBack()
  await expect(stepHeading(page, 'Personal & Vehicle Info')).toBeVisible()
  await expect(page).toHaveURL('/auto/request')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.goForward()
  await expect(stepHeading(page, 'Coverage & Discounts')).toBeVisible()
  await expect(page.getByLabel('School Name')).toHaveValue('Lincoln High')

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(stepHeading(page, 'Personal & Vehicle Info')).toBeVisible()
  await page.goBack()
  await expect(stepHeading(page, 'Coverage & Discounts')).toBeVisible()
  await page.goBack()
  await expect(stepHeading(page, 'Personal & Vehicle Info')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('/select-insurance-type')
})

test('a failed submission keeps the user on the form with the error toast', async ({ page, request }) => {
  // Also: people who asked for less motion get no confetti when they authorize.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const token = await customerToken(request, uniqueEmail('noel'))
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  // The connection drops as the request is sent: what a customer sees when the API is unreachable.
  await page.route('**/api/v1/insurance_requests', (route) => route.abort('connectionrefused'))
  await openWizard(page)
  await fillPersonal(page, {
    state: 'NY', first: 'Noel', last: 'York', street: '20 W 34th Street', city: 'New York', zip: '10001',
    phone: '2125550100', email: uniqueEmail('noel'), vin: '1HGCM82633A004352',
  })
  await continueButton(page).click()
  await page.getByLabel('Liability Only').check()
  await liabilitySelect(page).selectOption({ index: 1 })
  await page.getByLabel('Personal Injury Protection (PIP)').selectOption({ index: 1 })
  await continueButton(page).click()
  await page.getByRole('checkbox', { name: /I authorize GetQuote/ }).check()
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: /^Error$/ }) })
  await expect(toast).toBeVisible()
  // By the time the server has answered, a confetti canvas would long be there.
  await expect(page.locator('body > canvas')).toHaveCount(0)
  await expect(page).toHaveURL('/auto/request')
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeEnabled()
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBeNull()
})

test('the summary sends visitors to log in, reports an unknown number and needs a number', async ({ page, request }) => {
  await page.goto('/auto/quote-requested?requestNumber=GQ-NOPE')
  await expect(page.getByRole('heading', { name: 'Error Loading Quote' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?${new URLSearchParams({ redirect: '/auto/quote-requested?requestNumber=GQ-NOPE' })}`,
  )
  await expect(page.getByRole('link', { name: 'Return to Auto Insurance' })).toHaveAttribute('href', '/auto')
  await expectNoSeriousA11yViolations(page)

  const token = await customerToken(request, uniqueEmail('nobody'))
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  await page.goto('/auto/quote-ready?requestNumber=GQ-NOPE')
  await expect(page.getByRole('heading', { name: 'Error Loading Quote' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)

  await page.goto('/auto/quote-requested')
  await expect(page).toHaveURL(/\/auto\/?$/)
})
