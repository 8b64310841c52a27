import type { APIRequestContext, Locator } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, openSignedIn, registerCustomer } from '../support/accounts.ts'
import { dayFromToday } from '../support/quoteRequests.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'

const thisYear = new Date().getFullYear()
const exactly = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)
const inCard = (card: Locator, label: string) => card.getByLabel(exactly(label))

/** A Texas policy of two drivers and two vehicles, entered by its owner through the API. */
async function twoCarPolicy(request: APIRequestContext, token: string): Promise<number> {
  const policy = {
    carrier_id: null, carrier_name: 'Lone Star Mutual', policy_number: 'LSM-2026-0007', state: 'TX', term_months: 12,
    effective_date: dayFromToday(-200), premium: '1500.00', down_payment: '1500.00', monthly_instalment: '0', instalment_count: 0,
    deductible: 500, liability_limits: '30/60/25',
    coverages: { pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: true, rental: null, roadside: false },
    discounts: [],
    vehicles: [
      { vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: 'Accord', financed: false, leased: false },
      { vin: '1HGCV1F39MA104218', year: 2021, make: 'Honda', model: 'Accord', financed: false, leased: false },
    ],
    drivers: [{ name: 'Riley Tanner' }, { name: 'Sam Tanner' }],
    homeowner: false,
  }
  const created = await request.post('/api/v1/policies', { headers: bearer(token), data: { policy } })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()).data.id
}

test('"Get quotes for this policy" opens the wizard at 390 px with the policy\'s drivers and vehicles, to edit and send', async ({ page, request }) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const customer = await registerCustomer(request, { firstName: 'Riley', lastName: 'Tanner' })
  // An earlier request in Texas says where Riley lives: the new form starts from it.
  const earlier = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody({
    applicant: { first_name: 'Riley', last_name: 'Tanner', email: customer.email, phone_number: '512-555-0134', drivers_license: 'TX7654321' },
    address: { street: '500 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' }, auto: { minimum_liability_limits: '30/60/25' },
  }) })
  expect(earlier.status(), await earlier.text()).toBe(201)
  const policyId = await twoCarPolicy(request, customer.token)
  await openSignedIn(page, customer.token, `/dashboard/policies/${policyId}`)
  await page.getByRole('link', { name: 'Get quotes for this policy' }).click()

  await expect(page).toHaveURL(/\/auto\/request$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Personal & Vehicle Info' })).toBeVisible()
  await expect(page.getByLabel(exactly('State'))).toHaveValue('TX')
  await expect(page.getByLabel('First Name').first()).toHaveValue('Riley')
  await expect(page.getByLabel('Email')).toHaveValue(customer.email)
  await expect(page.getByLabel('Street Address')).toHaveValue('500 Congress Avenue')
  await expect(page.getByLabel('ZIP Code')).toHaveValue('78701')
  await expect(page.getByLabel('VIN (Vehicle Identification Number)')).toHaveValue('1HGCM82633A004352')
  const you = page.getByRole('group', { name: 'Driver 1 (you)' })
  await expect(inCard(you, 'First Name')).toHaveValue('Riley')
  await expect(inCard(you, 'Last Name')).toHaveValue('Tanner')
  await expect(inCard(you, 'Relationship to you')).toHaveValue('applicant')
  const second = page.getByRole('group', { name: 'Driver 2', exact: true })
  await expect(inCard(second, 'First Name')).toHaveValue('Sam')
  await expect(inCard(second, 'Licence State')).toHaveValue('TX')
  await expect(inCard(page.getByRole('group', { name: 'Vehicle 1' }), 'VIN')).toHaveValue('1HGCM82633A004352')
  await expect(inCard(page.getByRole('group', { name: 'Vehicle 2' }), 'VIN')).toHaveValue('1HGCV1F39MA104218')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoSeriousA11yViolations(page)

  // The pre-filled form is the draft: a reload keeps it, and what the customer changes stays changed.
  await inCard(second, 'First Name').fill('Samantha')
  await page.reload()
  await expect(inCard(page.getByRole('group', { name: 'Driver 2', exact: true }), 'First Name')).toHaveValue('Samantha')

  await page.getByLabel('How long with insurance company?').selectOption({ label: '1–2 yrs' })
  await expect(page.getByLabel('Insurance Company Name')).toHaveValue('Lone Star Mutual')
  await page.getByLabel('How long have you had the car?').selectOption({ label: '3–5 yrs' })
  await inCard(you, 'Date of Birth').fill(`${thisYear - 45}-01-15`)
  await inCard(you, 'Years Licensed').fill('25')
  const samantha = page.getByRole('group', { name: 'Driver 2', exact: true })
  await inCard(samantha, 'Date of Birth').fill(`${thisYear - 43}-06-02`)
  await inCard(samantha, 'Relationship to you').selectOption({ label: 'Spouse or partner' })
  await inCard(samantha, 'Years Licensed').fill('20')
  for (const [name, driver] of [['Vehicle 1', '1: Riley Tanner'], ['Vehicle 2', '2: Samantha Tanner']] as const) {
    const vehicle = page.getByRole('group', { name })
    await inCard(vehicle, 'Use').selectOption({ label: 'Commute' })
    await inCard(vehicle, 'Annual Miles').fill('11000')
    await inCard(vehicle, 'Main Driver').selectOption({ label: driver })
  }
  await page.getByRole('button', { name: 'CONTINUE' }).click()

  // Step 2 starts from the policy's cover: full coverage with its $500 deductible, and TX's 30/60/25.
  await expect(page.getByRole('heading', { level: 2, name: 'Coverage & Discounts' })).toBeVisible()
  await expect(page.getByLabel('Full Coverage')).toBeChecked()
  await expect(page.getByLabel('Deductible')).toHaveValue('500')
  await expect(page.getByLabel('Liability Limits')).toHaveValue('30/60/25')
  await page.getByRole('button', { name: 'CONTINUE' }).click()
  await page.getByRole('checkbox', { name: /I authorize GetQuote/ }).check()
  await page.getByRole('button', { name: 'SUBMIT' }).click()

  await expect(page).toHaveURL(/\/auto\/quote-requested\?requestNumber=/)
  await expect(page.getByRole('region', { name: 'Your household' }).getByRole('listitem')).toHaveText([
    /^1\. Riley Tanner \(Applicant \(you\)\).*Licence TX TX7654321/,
    /^2\. Samantha Tanner \(Spouse or partner\).*Licence TX/,
    /^1\. 2003 Honda.*VIN 1HGCM82633A004352 · Commute · 11,000 miles a year · Main driver: Riley Tanner$/,
    /^2\. 2021 Honda.*VIN 1HGCV1F39MA104218 · Commute · 11,000 miles a year · Main driver: Samantha Tanner$/,
  ])
})

test('a policy that cannot be loaded leaves the wizard empty and says so', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Quinn', lastName: 'Nopolicy' })
  await openSignedIn(page, customer.token, '/auto/request?policy=999999999')
  await expect(page.getByText('This policy could not be loaded')).toBeVisible()
  await expect(page.getByLabel(exactly('State'))).toHaveValue('')
  await expect(page.getByRole('group', { name: 'Driver 1 (you)' })).toHaveCount(0)
})
