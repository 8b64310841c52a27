import { randomBytes, randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { AUTH_TOKEN_KEY } from '../../shared/contract.ts'
import { waitForCode } from './mailbox.ts'

/** The demo seed's accounts (api/db/seeds/demo.ts). */
export const DEMO_ADMIN = { email: 'admin@getquote.example', password: 'demo-admin-2026' }
export const DEMO_CASEY = { email: 'casey@getquote.example', password: 'demo-customer-2026' }
export const DEMO_RILEY = { email: 'riley@getquote.example', password: 'demo-customer-2026' }

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 12)}@example.com`
const CONSONANTS = 'bcdfghjkmnpqrstvwxz'

/**
 * A word and ten random consonants. It ends in letters: a word followed by nothing but digits and
 * symbols counts as that word dressed up (`Pass-46599121-573` is `pass`, a common password). It has
 * no digits: each one the strength estimator could read as a letter (0 as o, 4 as a) multiplies the
 * spellings it tries, and a random hex run made judging one password cost the server and the browser
 * 0.3 CPU s, against 0.01 s for this (measured, shared/rules/passwordStrength.ts, both its forms).
 */
export const uniquePassword = (label = 'Pass') => `${label}-${[...randomBytes(10)].map((byte) => CONSONANTS.charAt(byte % CONSONANTS.length)).join('')}`

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A session token for an existing account, through the API. */
export async function tokenFor(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: account })
  expect(res.status()).toBe(200)
  return (await res.json()).data.token
}

export interface Registered {
  token: string
  email: string
  password: string
}

/** A new (Free) customer registered through the API: signed up, then verified with the e-mailed code. */
export async function registerCustomer(
  request: APIRequestContext,
  account: { firstName?: string; lastName?: string; email?: string; password?: string } = {},
): Promise<Registered> {
  const email = account.email ?? uniqueEmail('customer')
  const password = account.password ?? uniquePassword()
  const res = await request.post('/api/v1/auth/register', {
    data: { first_name: account.firstName ?? 'Test', last_name: account.lastName ?? 'Customer', email, password, password_confirmation: password },
  })
  expect(res.status()).toBe(202)
  const verified = await request.post('/api/v1/auth/verify', { data: { email, password: await waitForCode(request, email) } })
  expect(verified.status()).toBe(200)
  return { token: (await verified.json()).token, email, password }
}

/**
 * After the sign-up form: its answer is the same for any address (issue #31), so the account signs
 * in on the code page with the e-mailed code, as a person would.
 */
export async function finishSignUp(page: Page, request: APIRequestContext, email: string): Promise<void> {
  // The browser judges the password, then the server judges and hashes it (Argon2id, 19 MiB): seconds on a busy machine.
  await expect(page).toHaveURL(/\/verify-email\?/, { timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail to finish signing up.' })).toBeVisible()
  await page.getByLabel('Verification code').fill(await waitForCode(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
}

/**
 * Opens the path with the token stored the way the login page does, before the page's first script
 * runs (a third of the browser tests start signed in: a detour through another page cost each a
 * document). The token is stored once: a redirect while the page opens, or a later sign-out, does
 * not bring it back.
 */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  const once = randomUUID()
  const storing = await page.addInitScript(([key, value, marker]) => {
    if (sessionStorage.getItem('e2e:signed-in') === marker) return
    sessionStorage.setItem('e2e:signed-in', marker)
    localStorage.setItem(key, value)
  }, [AUTH_TOKEN_KEY, token, once])
  await page.goto(path)
  await storing.dispose()
}
