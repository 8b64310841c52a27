import type { Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations } from '../support/axe.ts'
import { bearer, openSignedIn, registerCustomer } from '../support/accounts.ts'
import { hydrated } from '../support/pageActions.ts'

async function openCheckout(page: Page) {
  await hydrated(page)
  await page.getByRole('button', { name: 'Choose Plan: Basic' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Basic' })
  await expect(dialog.getByLabel('Card number')).toBeVisible()
  return dialog
}

test('the sandbox checkout lists the test values it honours and names an expired card', async ({ page, request }) => {
  const { token } = await registerCustomer(request)
  await openSignedIn(page, token, '/#plans')
  const dialog = await openCheckout(page)
  await expectNoA11yViolations(page)
  for (const line of [
    '4111 1111 1111 1111 is approved; 4000 0000 0000 0002 is declined.',
    'Any future expiry date, any 3-digit CVV and any postal code pass.',
    'CVV 911, postal code 99999 and expiry 01/40 are refused by the bank',
  ]) {
    await expect(dialog).toContainText(line)
  }
  await expect(dialog).not.toContainText('any CVV and any postal code.')
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1111')
  await dialog.getByLabel('Expiration date (MM/YY)').fill('01/20')
  await dialog.getByLabel('CVV').fill('123')
  await dialog.getByLabel('Postal code').fill('12345')
  await dialog.getByRole('button', { name: /^Pay / }).click()
  await expect(dialog.getByText('This card has expired.', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: This card has expired.')
  await expectNoA11yViolations(page)
})

test('the sandbox bank refuses CVV 911 and expiry 01/40 in words a buyer can act on, and nothing is bought', async ({ page, request }) => {
  const { token } = await registerCustomer(request)
  await openSignedIn(page, token, '/#plans')
  const dialog = await openCheckout(page)
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1111')
  await dialog.getByLabel('Expiration date (MM/YY)').fill('12/30')
  await dialog.getByLabel('CVV').fill('911')
  await dialog.getByLabel('Postal code').fill('12345')
  await dialog.getByRole('button', { name: /^Pay / }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: The security code (CVV) is incorrect.')
  await dialog.getByLabel('CVV').fill('123')
  await dialog.getByLabel('Expiration date (MM/YY)').fill('01/40')
  await dialog.getByRole('button', { name: /^Pay / }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: The expiration date is invalid or the card has expired.')
  const current = await request.get('/api/v1/subscriptions/current', { headers: bearer(token) })
  expect(current.status()).toBe(404)
})

test('on a phone the expiry date and the CVV line up', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { token } = await registerCustomer(request)
  await openSignedIn(page, token, '/#plans')
  const dialog = await openCheckout(page)
  const expiry = await dialog.getByLabel('Expiration date (MM/YY)').boundingBox()
  const cvv = await dialog.getByLabel('CVV').boundingBox()
  if (!expiry || !cvv) throw new Error('card fields not laid out')
  expect(Math.abs(expiry.y - cvv.y)).toBeLessThan(1)
  expect(Math.abs(expiry.height - cvv.height)).toBeLessThan(1)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: 'test-results/checkout-phone.png' })
})
