import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor, uniqueEmail } from '../support/accounts.ts'

const thisYear = new Date().getFullYear()
const lastYear = thisYear - 1

/** A label exactly, with or without the required mark after it. */
const exactly = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)

/** A select or field inside one card, by its label there. */
const inCard = (card: Locator, label: string) => card.getByLabel(exactly(label))

async function fillApplicant(page: Page, email: string) {
  await page.getByLabel(exactly('State')).selectOption('CA')
  await page.getByLabel('First Name').fill('Dana')
  await page.getByLabel('Last Name').fill('Scully')
  await page.getByLabel('Street Address').fill('1 Market Street')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('ZIP Code').fill('94105')
  await page.getByLabel('Phone Number').fill('4155550134')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Driver License Number').fill('D1234567')
  await page.getByLabel('VIN (Vehicle Identification Number)').fill('1HGCM82633A004352')
  await page.getByLabel('How long with insurance company?').selectOption({ label: '1–2 yrs' })
  await page.getByLabel('How long have you had the car?').selectOption({ label: '3–5 yrs' })
}

async function addDrivers(page: Page) {
  await page.getByRole('button', { name: 'Add yourself as a driver' }).click()
  const you = page.getByRole('group', { name: 'Driver 1 (you)' })
  // The first card starts from what step 1 already knows.
  await expect(inCard(you, 'First Name')).toHaveValue('Dana')
  await expect(inCard(you, 'Relationship to you')).toHaveValue('applicant')
  await expect(inCard(you, 'Licence Number')).toHaveValue('D1234567')
  await inCard(you, 'Date of Birth').fill(`${thisYear - 45}-01-15`)
  await inCard(you, 'Years Licensed').fill('25')

  await page.getByRole('button', { name: 'Add another driver' }).click()
  const spouse = page.getByRole('group', { name: 'Driver 2', exact: true })
  await inCard(spouse, 'First Name').fill('Fox')
  await inCard(spouse, 'Last Name').fill('Mulder')
  await inCard(spouse, 'Date of Birth').fill(`${thisYear - 24}-01-15`)
  await inCard(spouse, 'Relationship to you').selectOption({ label: 'Spouse or partner' })
  await inCard(spouse, 'Licence State').selectOption('CA')
  await inCard(spouse, 'Years Licensed').fill('6')
  await spouse.getByRole('button', { name: 'Add an incident' }).click()
  const incident = page.getByRole('group', { name: 'Driver 2, incident 1' })
  await inCard(incident, 'What happened').selectOption({ label: 'At-fault accident' })
  await inCard(incident, 'Month').selectOption({ label: 'March' })
  await inCard(incident, 'Year').selectOption(String(lastYear))
}

async function addVehicles(page: Page) {
  await page.getByRole('button', { name: 'Add the vehicle above' }).click()
  const first = page.getByRole('group', { name: 'Vehicle 1' })
  await expect(inCard(first, 'VIN')).toHaveValue('1HGCM82633A004352')
  await expect(first.getByText('Valid VIN: model year 2003, made by Honda')).toBeVisible()
  await inCard(first, 'Use').selectOption({ label: 'Commute' })
  await inCard(first, 'Annual Miles').fill('12000')
  await inCard(first, 'Main Driver').selectOption({ label: '1: Dana Scully' })

  await page.getByRole('button', { name: 'Add another vehicle' }).click()
  const second = page.getByRole('group', { name: 'Vehicle 2' })
  await inCard(second, 'Year').selectOption('2019')
  await inCard(second, 'Make').selectOption('Toyota')
  await inCard(second, 'Model').selectOption('Corolla')
  await inCard(second, 'Use').selectOption({ label: 'Pleasure' })
  await inCard(second, 'Annual Miles').fill('6000')
  await inCard(second, 'Main Driver').selectOption({ label: '2: Fox Mulder' })
}

test('a household of two drivers and two vehicles is sent at 390 px and the summary shows a sourced estimate', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const email = uniqueEmail('household')
  const { token } = await registerCustomer(request, { firstName: 'Dana', lastName: 'Scully', email })
  await openSignedIn(page, token, '/auto/request')
  await expect(page.getByRole('heading', { level: 2, name: 'Personal & Vehicle Info' })).toBeVisible()
  await fillApplicant(page, email)
  await addDrivers(page)
  await addVehicles(page)
  // The cards fit the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'CONTINUE' }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Coverage & Discounts' })).toBeVisible()
  await page.getByLabel('Full Coverage').check()
  await page.getByLabel('Deductible').selectOption({ label: '$500' })
  await page.getByLabel('Liability Limits').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'CONTINUE' }).click()
  await page.getByRole('checkbox', { name: /I authorize GetQuote/ }).check()
  const sentAt = Date.now()
  await page.getByRole('button', { name: 'SUBMIT' }).click()

  await expect(page).toHaveURL(/\/auto\/quote-requested\?requestNumber=/)
  const estimate = page.getByRole('region', { name: 'Your estimated price range' })
  await expect(estimate).toBeVisible()
  expect(Date.now() - sentAt).toBeLessThan(30_000)
  await expect(estimate).toContainText('An estimate from public averages, not an offer')
  // California full coverage $1,417.94 × 848.231 ÷ 716.004 × 0.9394 per car; car 2 × 1.30 × 1.52 × 0.92; × 0.79 and × 1.27.
  await expect(estimate.getByRole('definition').first()).toHaveText('$245 to $564')
  await expect(estimate.getByRole('definition').nth(1)).toHaveText('$1,471 to $3,381')
  await estimate.getByText('How this estimate is built').click()
  await expect(estimate.getByText('2022/2023 Auto Insurance Database Report').first()).toBeVisible()
  for (const [label, effect] of [
    ['Car insurance price change since 2023 (2023 annual average to August 2026)', '+18 %'],
    ['State-minimum liability limits', '−6 %'],
    ['Main driver Fox Mulder', '+30 %'],
    [`At-fault accident in ${lastYear} (Fox Mulder)`, '+52 %'],
    ['Under 7,500 miles a year', '−8 %'],
  ]) {
    const line = estimate.getByRole('listitem').filter({ hasText: label })
    await expect(line).toContainText(effect)
  }
  await expect(estimate.getByText('Your $500 deductible: no published figure')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your household' }).getByRole('listitem')).toHaveCount(5)
  await expectNoSeriousA11yViolations(page)

  // The agent's page lists every driver, incident and vehicle.
  const number = new URL(page.url()).searchParams.get('requestNumber') ?? ''
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), `/admin/requests/${number}`)
  const household = page.getByRole('region', { name: 'Household' })
  await expect(household.getByRole('listitem')).toHaveText([
    /^1\. Dana Scully \(Applicant\).*Licence CA D1234567 · 25 years licensed.*No incidents in the last 5 years$/,
    /^2\. Fox Mulder \(Spouse or partner\).*Licence CA \(number not given\) · 6 years licensed/,
    `At-fault accident, March ${lastYear}`,
    /^1\. 2003 Honda.*VIN 1HGCM82633A004352 · Commute · 12,000 miles a year · Main driver: Dana Scully$/,
    /^2\. 2019 Toyota Corolla.*Entered by year, make and model · Pleasure · 6,000 miles a year · Main driver: Fox Mulder$/,
  ])
  await expectNoSeriousA11yViolations(page)
})
