import { KEPT_ACCOUNT_KEY } from '../../shared/contract.ts'
import { UserJson } from '../../shared/schemas/auth.ts'
import { currentOwner } from './session.ts'

/**
 * The account as the server last sent it to this browser, if it is the account the stored token names
 * (its subject is the account's id). A reload paints the signed-in screens from it at once, and GET /me
 * then refreshes it: without it every screen waited behind a spinner for /me, and the prebuilt first
 * paint of /dashboard would flash away. Its key has the product's prefix, so signing out clears it.
 */
export function keptAccount(): UserJson | undefined {
  const owner = currentOwner()
  if (owner === null) return undefined
  try {
    const parsed = UserJson.safeParse(JSON.parse(localStorage.getItem(KEPT_ACCOUNT_KEY) ?? 'null'))
    return parsed.success && String(parsed.data.id) === owner ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Keeps the account the server just sent, when it is the signed-in person's. */
export function keepAccount(account: UserJson): void {
  if (String(account.id) === currentOwner()) localStorage.setItem(KEPT_ACCOUNT_KEY, JSON.stringify(account))
}
