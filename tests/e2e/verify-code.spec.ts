import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations } from '../support/axe.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { waitForCode } from '../support/mailbox.ts'
import { hydrated } from '../support/pageActions.ts'

test('after five wrong codes the page says the code is used up and points to Resend', async ({ page, request }) => {
  const email = uniqueEmail('used-up')
  const registered = await request.post('/api/v1/auth/register_from_applicant', { data: { applicant: { first_name: 'Uma', last_name: 'Used', email } } })
  expect(registered.status()).toBe(200)
  // The code is made by a job; a new code starts its wrong-guess count afresh, so the guesses wait for it.
  await waitForCode(request, email)
  await page.goto(`/verify-email?${new URLSearchParams({ email })}`)
  await hydrated(page)
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Verification Failed' })
  for (let i = 0; i < 5; i += 1) {
    await page.getByLabel('Verification code').fill(i % 2 === 0 ? 'AAAAAA' : 'BBBBBB')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(toast.first()).toBeVisible()
    if (i < 4) await expect(toast.first()).toContainText('incorrect or has expired')
    await toast.first().getByRole('button', { name: 'Close toast' }).click()
    await expect(toast).toHaveCount(0)
  }
  await page.getByLabel('Verification code').fill('CCCCCC')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(toast).toContainText('This code is used up after 5 wrong tries. Choose "Resend" to get a new code.')
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible()
  await expectNoA11yViolations(page)
})
