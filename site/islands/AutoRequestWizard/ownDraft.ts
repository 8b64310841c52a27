import { ApiError, read } from '@dashboard/kit/api.ts'
import { currentOwner, isAuthenticated } from '@dashboard/kit/session.ts'
import { UserJson } from '@shared/schemas/auth.ts'
import { clearDraft, loadDraft, type Draft } from './draft.ts'

/**
 * The stored draft, if it may be shown here: one from a signed-out visit, or one started by the
 * account signed in now. A draft of another account is deleted unseen; so is one whose session
 * has ended elsewhere (sign out everywhere, a password change), which only the server knows.
 */
export async function loadOwnDraft(): Promise<Draft | null> {
  const draft = loadDraft()
  if (!draft || draft.owner === null) return draft
  if (!isAuthenticated() || draft.owner !== currentOwner()) {
    clearDraft()
    return null
  }
  try {
    const me = await read.data(UserJson, '/me')
    if (String(me.id) === draft.owner) return draft
  } catch (error) {
    // A 401 has already cleared the session and its draft. Unreachable, the server cannot say the
    // session ended, and the draft is this browser's signed-in account's: show it rather than let the
    // empty form's first keystroke overwrite it.
    if (!(error instanceof ApiError)) return draft
  }
  clearDraft()
  return null
}
