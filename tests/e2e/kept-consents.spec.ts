import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor, uniqueEmail } from '../support/accounts.ts'
import { contactConsentWording } from '../../shared/constants/consents.ts'
import { longCalendarDay, monthsAfterDay } from '../../shared/dates.ts'

test('an admin reads a deleted account\'s kept calls-and-texts consent only with a reason, which is logged', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Cole', lastName: 'Consent' })
  const yes = await request.put('/api/v1/me/contact_consent', { headers: bearer(customer.token), data: { consented: true, phone_number: '4155550190', source: 'wizard_checkbox' } })
  expect(yes.status()).toBe(200)
  const userId: number = (await (await request.get('/api/v1/me', { headers: bearer(customer.token) })).json()).data.id
  const deleted = await request.delete('/api/v1/me', { headers: bearer(customer.token), data: { password: customer.password } })
  expect(deleted.status(), await deleted.text()).toBe(200)
  const keptUntil = longCalendarDay(monthsAfterDay(new Date().toISOString().slice(0, 10), 48))
  const reason = `TCPA complaint ${uniqueEmail('c').slice(2, 10)}`

  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin/kept-records')
  const form = page.getByRole('form', { name: 'Read kept consent records' })
  await form.getByLabel('Deleted account number').fill(`#${userId}`)
  await form.getByRole('button', { name: 'Read consent records' }).click()
  await expect(form.getByLabel('Reason for reading consents')).toHaveAccessibleDescription(/Please say why you need to read this record\./)
  await expect(form.getByLabel('Reason for reading consents')).toBeFocused()

  await form.getByLabel('Reason for reading consents').fill(reason)
  await form.getByRole('button', { name: 'Read consent records' }).click()
  const kept = page.getByRole('article', { name: `Deleted user #${userId}` })
  await expect(kept).toContainText('Calls and texts: given on')
  await expect(kept).toContainText('for (415) 555-0190')
  await expect(kept).toContainText(contactConsentWording('(415) 555-0190', 'wizard_checkbox'))
  await expect(kept).toContainText(`Kept until ${keptUntil}`)
  const log = page.getByRole('table', { name: 'Reads of kept records, newest first' })
  await expect(log.getByRole('row').nth(1)).toContainText(`Consents of deleted user #${userId}`)
  await expect(log.getByRole('row').nth(1)).toContainText(reason)
  await expectNoSeriousA11yViolations(page)
})
