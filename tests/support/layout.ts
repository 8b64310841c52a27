import { expect, type Page } from '@playwright/test'

/** Once the screen has loaded (no spinner, no skeleton left), the page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, label).toBe(0)
}
