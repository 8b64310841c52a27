import type { Knex } from 'knex'
import { UniqueViolationError } from 'objection'
import type { AppContext } from '../context.ts'
import { EmailChangeUndo } from '../models/EmailChangeUndo.ts'
import { User } from '../models/User.ts'
import { OneTimeCode } from '../models/OneTimeCode.ts'
import { isSignedNote, signNote } from '../security/signedNotes.ts'
import { API_BASE } from '../../shared/contract.ts'
import { revokeAllSessions } from './sessions.ts'
import { recordSecurityEvent } from './securityLog.ts'
import { isNumericId } from '../../shared/schemas/fields.ts'

/** How long the old address can take the account back after an e-mail change. */
export const EMAIL_UNDO_DAYS = 7
const PURPOSE = 'email-change-undo'

/** The outcome of following the link: undone, or why not (the page says which). */
export type UndoOutcome = 'undone' | 'invalid' | 'expired' | 'used' | 'superseded' | 'address_taken'

/**
 * Records that the change from `oldEmail` may be undone for 7 days and answers the signed link for
 * the notice to the old address. The row makes the link single use; the signature makes it unguessable.
 */
export async function offerEmailChangeUndo(
  app: AppContext,
  change: { userId: number; oldEmail: string; newEmail: string },
  trx: Knex.Transaction,
): Promise<string> {
  const now = app.now()
  const row = await EmailChangeUndo.query(trx).insertAndFetch({
    user_id: change.userId,
    old_email: change.oldEmail,
    new_email: change.newEmail,
    created_at: now,
    expires_at: new Date(now.getTime() + EMAIL_UNDO_DAYS * 86_400_000),
  })
  const token = `${row.id}.${signNote(app, PURPOSE, String(row.id))}`
  return `${app.config.publicUrl}${API_BASE}/account/email_undo?${new URLSearchParams({ token }).toString()}`
}

/** The undo a link names, when its signature is ours; its state is for the caller to judge. */
export async function findEmailChangeUndo(app: AppContext, token: string): Promise<EmailChangeUndo | undefined> {
  const [id, signature, ...rest] = token.split('.')
  if (!id || !isNumericId(id) || !signature || rest.length > 0 || !isSignedNote(app, PURPOSE, id, signature)) return undefined
  return await EmailChangeUndo.query().findById(Number(id))
}

/**
 * A link undoes one change, so only while the account still has the address that change gave it:
 * not once the account is deleted or has moved on to another address since.
 */
export function undoState(app: AppContext, undo: EmailChangeUndo, user: User | undefined): UndoOutcome | 'ready' {
  if (undo.used_at) return 'used'
  if (undo.expires_at <= app.now()) return 'expired'
  if (!user || user.deleted_at || user.email !== undo.new_email) return 'superseded'
  return 'ready'
}

/**
 * "This wasn't me": the account moves back to the old address (proven by this link reaching it),
 * every session ends, the account's other undo links are used up with this one, and the security
 * log says so. Used once, within 7 days.
 */
export async function undoEmailChange(app: AppContext, token: string): Promise<UndoOutcome> {
  const found = await findEmailChangeUndo(app, token)
  if (!found) return 'invalid'
  try {
    return await app.knex.transaction(async (trx) => {
      // The user row first: every change of the address and every undo of this account queue on it.
      const user = await User.query(trx).findById(found.user_id).forUpdate()
      const undo = await found.$query(trx).forUpdate()
      const state = undoState(app, undo, user)
      if (state !== 'ready') return state
      const now = app.now()
      await User.query(trx).findById(undo.user_id).patch({ email: undo.old_email, email_verified_at: now, updated_at: now })
      await EmailChangeUndo.query(trx).where({ user_id: undo.user_id }).whereNull('used_at').patch({ used_at: now })
      // A change the taker has under way dies with their sessions.
      await OneTimeCode.query(trx).where({ user_id: undo.user_id }).whereNull('consumed_at').delete()
      await revokeAllSessions(app, undo.user_id, trx)
      await recordSecurityEvent(app, undo.user_id, 'email_change_undone', null, trx)
      return 'undone'
    })
  } catch (error) {
    // Someone else holds the old address by now.
    if (error instanceof UniqueViolationError) return 'address_taken'
    throw error
  }
}
