import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { AUTH_TOKEN_KEY } from '../../shared/contract.ts'

/** The demo seed's accounts (api/db/seeds/demo.ts). */
export const DEMO_ADMIN = { email: 'admin@getquote.example', password: 'demo-admin-2026' }
export const DEMO_CASEY = { email: 'casey@getquote.example', password: 'demo-customer-2026' }
export const DEMO_RILEY = { email: 'riley@getquote.example', password: 'demo-customer-2026' }

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 12)}@example.com`
export const uniquePassword = (label = 'Pass') => `${label}-${randomUUID().slice(0, 12)}`

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

/** A new (Free) customer registered through the API. */
export async function registerCustomer(
  request: APIRequestContext,
  account: { firstName?: string; lastName?: string; email?: string; password?: string } = {},
): Promise<Registered> {
  const email = account.email ?? uniqueEmail('customer')
  const password = account.password ?? uniquePassword()
  const res = await request.post('/api/v1/auth/register', {
    data: { first_name: account.firstName ?? 'Test', last_name: account.lastName ?? 'Customer', email, password, password_confirmation: password },
  })
  expect(res.status()).toBe(201)
  return { token: (await res.json()).data.token, email, password }
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
