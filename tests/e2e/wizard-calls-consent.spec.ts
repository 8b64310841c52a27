import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, tokenFor, uniqueEmail } from '../support/accounts.ts'
import { waitForCode } from '../support/mailbox.ts'
import { contactConsentWording, DETAILS_SHARING_PROMISE } from '../../shared/constants/consents.ts'
import { hydrated } from '../support/pageActions.ts'

const TOKEN_KEY = 'gq:authToken'

/** A new visitor, signed out, fills the wizard's first two steps with a California address and this number. */
async function fillFirstSteps(page: Page, email: string, phoneDigits: string) {
  await page.goto('/auto/request')
  await hydrated(page)
  await page.getByLabel('State').selectOption('CA')
  await page.getByLabel('First Name').fill('Tess')
  await page.getByLabel('Last Name').fill('Visitor')
  await page.getByLabel('Street Address').fill('1 Market Street')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('ZIP Code').fill('94105')
  await page.getByLabel('Phone Number').fill(phoneDigits)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('VIN (Vehicle Identification Number)').fill('5YJ3E1EA2KF317000')
  await page.getByLabel('How long with insurance company?').selectOption({ label: '1–2 yrs' })
  await page.getByLabel('How long have you had the car?').selectOption({ label: '3–5 yrs' })
  await page.getByRole('button', { name: 'CONTINUE' }).click()
  await page.getByLabel('Liability Only').check()
  await page.getByLabel('Liability Limits').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'CONTINUE' }).click()
}

/** The calls box as the last step shows it, with the number typed in step 1 in its words. */
async function callsBox(page: Page, phone: string) {
  const box = page.getByRole('checkbox', { name: contactConsentWording(phone, 'wizard_checkbox') })
  await expect(box).toBeVisible()
  await expect(box).not.toBeChecked()
  // The promise about who gets the details sits beside the submit button, below the box.
  const promise = page.getByText(DETAILS_SHARING_PROMISE, { exact: true })
  await expect(promise).toBeVisible()
  const submit = page.getByRole('button', { name: 'SUBMIT' })
  const [promiseBox, submitBox] = [await promise.boundingBox(), await submit.boundingBox()]
  expect(promiseBox && submitBox && submitBox.y - (promiseBox.y + promiseBox.height)).toBeGreaterThanOrEqual(0)
  expect(promiseBox && submitBox && submitBox.y - (promiseBox.y + promiseBox.height)).toBeLessThan(200)
  return box
}

/** Authorises, submits, verifies the e-mailed code and lands on the summary: the new request's number and the browser's token. */
async function submitAndVerify(page: Page, request: APIRequestContext, email: string) {
  await page.getByRole('checkbox', { name: /I authorize GetQuote/ }).check()
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(page).toHaveURL(/\/verify-email\?/)
  await page.getByLabel('Verification code').fill(await waitForCode(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL(/\/auto\/quote-requested\?requestNumber=[^&]+$/, { timeout: 30_000 })
  const number = new URL(page.url()).searchParams.get('requestNumber') ?? ''
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
  if (!token) throw new Error('the wizard left no session')
  return { number, token }
}

/** What the agent sees beside the phone number on the admin request page. */
async function agentSees(page: Page, request: APIRequestContext, number: string) {
  const admin = await page.context().newPage()
  await openSignedIn(admin, await tokenFor(request, DEMO_ADMIN), `/admin/requests/${number}`)
  return admin.getByRole('region', { name: 'Applicant' })
}

/** The status the default hours (8:00–21:00 in California) give a yes right now. */
function expectedWithConsent(): string {
  const hour = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Los_Angeles' }).format(new Date())) % 24
  return hour >= 8 && hour < 21 ? 'may call now' : 'do not call (quiet hours)'
}

test('a signed-out visitor who ticks the calls box has the yes recorded with its wording, time and number', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('calls-yes')
  await fillFirstSteps(page, email, '4155550181')
  const box = await callsBox(page, '(415) 555-0181')
  await expectNoSeriousA11yViolations(page)
  await box.check()
  const before = Date.now()
  const { number, token } = await submitAndVerify(page, request, email)

  const ledger = (await (await request.get('/api/v1/me/consents', { headers: bearer(token) })).json()).data
  expect(ledger).toHaveLength(1)
  expect(ledger[0]).toMatchObject({
    kind: 'calls_texts', granted: true, source: 'wizard_checkbox', phone_number: '(415) 555-0181',
    wording: contactConsentWording('(415) 555-0181', 'wizard_checkbox'),
  })
  const recordedAt = Date.parse(ledger[0].created_at)
  expect(recordedAt).toBeGreaterThanOrEqual(before - 5_000)
  expect(recordedAt).toBeLessThanOrEqual(Date.now() + 5_000)

  const expected = expectedWithConsent()
  await expect(await agentSees(page, request, number)).toContainText(`(415) 555-0181${expected}`)
})

test('a signed-out visitor who leaves the calls box gets quotes all the same, and the agent sees “do not call (no consent)”', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('calls-no')
  await fillFirstSteps(page, email, '4155550182')
  await callsBox(page, '(415) 555-0182')
  const { number, token } = await submitAndVerify(page, request, email)
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Request Submitted!' })).toBeVisible()

  const ledger = (await (await request.get('/api/v1/me/consents', { headers: bearer(token) })).json()).data
  expect(ledger.filter((change: { kind: string }) => change.kind === 'calls_texts')).toEqual([])
  await expect(await agentSees(page, request, number)).toContainText('(415) 555-0182do not call (no consent)')
})
