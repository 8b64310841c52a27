import type { Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { hydrated } from '../support/pageActions.ts'

const LABELS = ['AUTO', 'LIFE', 'HOMEOWNERS', 'COMMERCIAL', 'GENERAL LIABILITY', 'TRUCK', 'HEALTH', 'INVESTMENT']

async function openSelection(page: Page) {
  await page.goto('/select-insurance-type')
  // Clicks before hydration are lost: wait until Astro marks the island hydrated.
  await hydrated(page)
}

const panel = (page: Page) => page.getByRole('region', { name: 'Selected insurance type' })
const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUE' })

test('CONTINUE stays disabled until a type is chosen, which shows its description', async ({ page }) => {
  await openSelection(page)
  await expect(page.getByRole('radio')).toHaveCount(8)
  for (const label of LABELS) await expect(page.getByRole('radio', { name: label, exact: true })).not.toBeChecked()
  await expect(continueButton(page)).toBeDisabled()
  await expect(panel(page)).toContainText('Select an insurance type to see what it covers.')
  await expectNoSeriousA11yViolations(page)

  await page.getByText('TRUCK', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'TRUCK', exact: true })).toBeChecked()
  await expect(panel(page).getByRole('heading', { name: 'Truck Insurance' })).toBeVisible()
  await expect(continueButton(page)).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
})

test('auto continues to the auto request', async ({ page }) => {
  await openSelection(page)
  await page.getByText('AUTO', { exact: true }).click()
  await expect(panel(page).getByRole('heading', { name: 'Auto Insurance' })).toBeVisible()
  await continueButton(page).click()
  await expect(page).toHaveURL('/auto/request')
})

test('another type continues to the not-implemented page, which offers the auto quote and a way back', async ({ page }) => {
  await openSelection(page)
  await page.getByText('LIFE', { exact: true }).click()
  await continueButton(page).click()
  await expect(page).toHaveURL('/not-implemented-yet')
  await expect(page.getByRole('heading', { level: 1, name: 'This insurance type is not available online yet' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expect(page.getByRole('link', { name: 'Get an auto quote' })).toHaveAttribute('href', '/auto/request')
  await page.getByRole('link', { name: 'Choose another type' }).click()
  await expect(page).toHaveURL('/select-insurance-type')
})

test('the choice survives a reload within the tab and is kept in the flow state', async ({ page }) => {
  await openSelection(page)
  await page.getByText('HEALTH', { exact: true }).click()
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('gq:flow') ?? 'null'))
  expect(stored).toMatchObject({ insuranceType: 'health' })
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('radio', { name: 'HEALTH', exact: true })).toBeChecked()
  await expect(panel(page).getByRole('heading', { name: 'Health Insurance' })).toBeVisible()
  await expect(continueButton(page)).toBeEnabled()
})

test('the types can be chosen with the keyboard', async ({ page }) => {
  await openSelection(page)
  await page.getByRole('radio', { name: 'AUTO', exact: true }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: 'AUTO', exact: true })).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'LIFE', exact: true })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(continueButton(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/not-implemented-yet')
})
