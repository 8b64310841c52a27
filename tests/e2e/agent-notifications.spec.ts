import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

/** Marks everything there is seen for the admin, so the test counts only what it makes. */
async function caughtUp(request: APIRequestContext, token: string): Promise<void> {
  const counts = await request.get('/api/v1/admin/agent_notifications', { headers: bearer(token) })
  const latest: number | null = (await counts.json()).data.latest_id
  if (latest === null) return
  const marked = await request.put('/api/v1/admin/agent_notifications/seen', { headers: bearer(token), data: { through_id: latest } })
  expect(marked.status()).toBe(200)
}

test('an admin sees a new request counted on the admin home and marks it seen', async ({ page, request }) => {
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  await caughtUp(request, adminToken)
  const customer = await registerCustomer(request, { firstName: 'Nora', lastName: 'Newcomer' })
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody({ applicant: { email: customer.email } }) })
  expect(created.status()).toBe(201)

  await openSignedIn(page, adminToken, '/admin')
  const panel = page.getByRole('region', { name: 'New for agents' })
  await expect(panel.getByRole('term')).toHaveText(['New requests', 'Re-quotes asked', 'Premium help messages', 'New accident claims'])
  await expect(panel.getByRole('definition')).toHaveText(['1', '0', '0', '0'])
  await expectNoSeriousA11yViolations(page)

  await panel.getByRole('link', { name: 'New requests' }).click()
  await expect(page).toHaveURL(/\/admin\/requests\?status=pending$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance Requests' })).toBeVisible()
  await page.goBack()

  await panel.getByRole('button', { name: 'Mark as seen' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Marked as seen.' })).toBeVisible()
  await expect(panel).toContainText('Nothing new since you last marked them seen.')
  await expectNoSeriousA11yViolations(page)
  await page.reload()
  await expect(panel).toContainText('Nothing new since you last marked them seen.')
})

test('an admin sees a sent accident claim counted on the admin home and opens the claims queue from it', async ({ page, request }) => {
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  await caughtUp(request, adminToken)
  const customer = await registerCustomer(request, { firstName: 'Cleo', lastName: 'Crash' })
  const headers = bearer(customer.token)
  const started = await request.post('/api/v1/claims', { headers, data: { claim: {
    carrier_name: 'Faraway Mutual', policy_number: 'FM-7', report: { occurred_at: '2026-11-20T08:15', location: { address: '1 Main St', state: 'TX' }, description: 'Hit while parked' },
  } } })
  expect(started.status()).toBe(201)
  const number: string = (await started.json()).data.claim_number
  expect((await request.post(`/api/v1/claims/${number}/submit`, { headers })).status()).toBe(200)

  await openSignedIn(page, adminToken, '/admin')
  const panel = page.getByRole('region', { name: 'New for agents' })
  await expect(panel.getByRole('definition')).toHaveText(['0', '0', '0', '1'])
  await expectNoSeriousA11yViolations(page)
  await panel.getByRole('link', { name: 'New accident claims' }).click()
  await expect(page).toHaveURL(/\/admin\/claims$/)
  await expect(page.getByRole('row').filter({ hasText: number })).toBeVisible()
})
