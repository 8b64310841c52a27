import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { expectNoSidewaysScroll } from '../support/layout.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor, uniqueEmail } from '../support/accounts.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { longCalendarDay, monthsAfterDay } from '../../shared/dates.ts'
import { expirationDate } from '../../shared/rules/policyTerm.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A request bound through the admin API as the agent would: an offer added, chosen by the customer, bound. */
async function bindPolicy(request: APIRequestContext, customerToken: string, number: string, effectiveDate: string): Promise<void> {
  const admin = bearer(await tokenFor(request, DEMO_ADMIN))
  const carrier = await request.post('/api/v1/admin/carriers', { headers: admin, data: { carrier: { name: `Carrier ${uniqueEmail('c').slice(2, 14)}`, rating: 'A', states: ['CA'], satisfaction_note: '', website: '' } } })
  expect(carrier.status()).toBe(201)
  const offer = await request.post(`/api/v1/admin/insurance_requests/${number}/offers`, {
    headers: admin,
    data: { offer: {
      carrier_id: (await carrier.json()).data.id, term_months: 12, premium: '1200.00', down_payment: '200.00', monthly_instalment: '100.00', instalment_count: 10,
      deductible: 500, liability_limits: '100/300/100', discounts: [], valid_until: inDays(14), note: '',
      coverages: { pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: true, rental: null, roadside: false },
    } },
  })
  expect(offer.status(), await offer.text()).toBe(201)
  const offerId: number = (await offer.json()).data.id
  expect((await request.post(`/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { headers: bearer(customerToken) })).status()).toBe(200)
  expect((await request.post(`/api/v1/admin/offers/${offerId}/bind`, { headers: admin, data: { policy_number: `POL-${offerId}-E2E`, effective_date: effectiveDate } })).status()).toBe(200)
}

test('the deletion dialog says which records stay, why and until when, and the deleted page says it once more', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Bea', lastName: 'Bound' })
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody({ applicant: { email: customer.email } }) })
  const number: string = (await created.json()).data.request_number
  const effective = inDays(2)
  await bindPolicy(request, customer.token, number, effective)
  const policyEnd = expirationDate(effective, 12)

  await openSignedIn(page, customer.token, '/account')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  const kept = dialog.getByRole('list', { name: 'Records we keep' })
  await expect(kept.getByRole('listitem')).toHaveCount(2)
  await expect(kept.getByRole('listitem').first()).toContainText(`Quote request ${number}: your answers, its offers, the policy binding and its audit trail, until ${longCalendarDay(monthsAfterDay(policyEnd, 60))}.`)
  await expect(kept.getByRole('listitem').first()).toContainText(`Kept 5 years after its policy ends on ${longCalendarDay(policyEnd)} (the law of California)`)
  await expect(dialog).toContainText('Signed-in sessions and the security log')
  await expectNoSeriousA11yViolations(page)

  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await dialog.getByLabel('Your password').fill(customer.password)
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await page.waitForURL('**/account/deleted')
  await expect(page.getByText('When that period ends they are deleted for good.')).toBeVisible()
})

test('the privacy page states the retention periods in a table, with their sources', async ({ page }) => {
  await page.goto('/legal/privacy-policy')
  const table = page.getByRole('table', { name: 'How long records are kept after an account is deleted' })
  const california = table.getByRole('row').filter({ hasText: 'California' })
  await expect(california).toContainText('5 years after the policy ends (its expiry or cancellation)')
  await expect(california.getByRole('link', { name: 'Cal. Code Regs. tit. 10, § 2190.2 (adopted under Cal. Ins. Code § 1727)' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'Every other state' })).toContainText('Not a rule of the state concerned')
  await expect(table.getByRole('row').filter({ hasText: 'Everywhere' })).toContainText('While your account exists')
  const calls = table.getByRole('row').filter({ hasText: 'Your consent to calls and texts' })
  await expect(calls).toContainText('4 years after the account is deleted')
  await expect(calls.getByRole('link', { name: '28 U.S.C. § 1658(a)' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'Your consent to electronic documents' }).getByRole('link', { name: '15 U.S.C. § 7001(c)(1) (E-SIGN Act)' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('an admin finds a deleted account\'s request in no list, and reads it in Kept records only with a reason, which is logged', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Kim', lastName: 'Kept' })
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody({ applicant: { email: customer.email } }) })
  const number: string = (await created.json()).data.request_number
  const effective = inDays(2)
  await bindPolicy(request, customer.token, number, effective)
  const deleted = await request.delete('/api/v1/me', { headers: bearer(customer.token), data: { password: customer.password } })
  expect(deleted.status(), await deleted.text()).toBe(200)
  const keptUntil = longCalendarDay(monthsAfterDay(expirationDate(effective, 12), 60))
  const reason = `Complaint ${uniqueEmail('c').slice(2, 10)} from the state regulator`

  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), `/admin/requests?search=${number}`)
  await expect(page.getByRole('heading', { name: 'No Requests Found' })).toBeVisible()

  await page.goto('/admin')
  await page.getByRole('link', { name: /Kept Records/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kept Records' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Read a kept record' })
  await form.getByLabel('Request number').fill(number)
  await form.getByRole('button', { name: 'Read record' }).click()
  await expect(form.getByLabel('Reason for reading')).toHaveAccessibleDescription(/Please say why you need to read this record\./)
  await expect(form.getByLabel('Reason for reading')).toBeFocused()
  await expectNoSeriousA11yViolations(page)

  await form.getByLabel('Request number').fill('GQ-NOT-KEPT')
  await form.getByLabel('Reason for reading').fill(reason)
  await form.getByRole('button', { name: 'Read record' }).click()
  await expect(form.getByLabel('Request number')).toHaveAccessibleDescription('No kept record with that number.')

  // From the keyboard: the number, then the reason, then the button.
  await form.getByLabel('Request number').fill(number)
  await form.getByLabel('Request number').press('Tab')
  await expect(form.getByLabel('Reason for reading')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Read record' })).toBeFocused()
  await page.keyboard.press('Enter')

  const record = page.getByRole('article', { name: `Request #${number}` })
  await expect(record).toContainText(`Kept until ${keptUntil}`)
  await expect(record).toContainText('This read and your reason were logged.')
  await expect(record.getByRole('region', { name: 'Applicant' })).toContainText(customer.email)
  await expect(record.getByRole('region', { name: 'Vehicle and Coverage' })).toContainText('VIN')
  await expect(record.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toContainText('Bound')
  await expect(record.getByRole('region', { name: 'Overview' })).toContainText(`POL-`)
  await expect(record.getByRole('list', { name: 'Status changes, newest first' }).getByRole('listitem').first()).toContainText('Quoted → Purchased')
  const log = page.getByRole('table', { name: 'Reads of kept records, newest first' })
  await expect(log.getByRole('row').nth(1)).toContainText(number)
  await expect(log.getByRole('row').nth(1)).toContainText(reason)
  await expect(log.getByRole('row').nth(1)).toContainText(DEMO_ADMIN.email)
  await expectNoSeriousA11yViolations(page)

  // On a phone the record and the log's rows fit the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSidewaysScroll(page, '/admin/kept-records')
  await expectNoSeriousA11yViolations(page)
})
