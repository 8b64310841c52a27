import { expect, type Page } from '@playwright/test'

/** What a person signs in with. */
interface Account {
  email: string
  password: string
}

/** The page's first island has hydrated: Astro drops an island's `ssr` attribute once its component runs. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' })
}

/** Types the account into the login form on the page and submits it. */
export async function submitLogIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Opens /login and signs in as a person would; where that leads is the test's to check. */
export async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login')
  await hydrated(page)
  await submitLogIn(page, account)
}

/**
 * Opens the quote wizard at its first step, once its fields take input: they stay disabled until the
 * saved draft has been read, and keys pressed into a disabled field are lost (pressSequentially does
 * not wait, as fill does; seen on a busy machine as a VIN typed into nothing).
 */
export async function openWizard(page: Page): Promise<void> {
  await page.goto('/auto/request')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Personal & Vehicle Info' })).toBeVisible()
  await expect(page.getByLabel('VIN (Vehicle Identification Number)')).toBeEditable()
}
