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

/** How long the old address can take the account back after an e-mail change. */
export const EMAIL_UNDO_DAYS = 7
const PURPOSE = 'email-change-undo'

/** The outcome of following the link: undone, or why not (the page says which). */
export type UndoOutcome = 'undone' | 'invalid' | 'expired' | 'used' | 'address_taken'

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
export async function findEmailChangeUndo(app: AppContext, token: string, trx?: Knex.Transaction): Promise<EmailChangeUndo | undefined> {
  const [id, signature, ...rest] = token.split('.')
  if (!id || !/^\d{1,15}$/.test(id) || !signature || rest.length > 0 || !isSignedNote(app, PURPOSE, id, signature)) return undefined
  const query = EmailChangeUndo.query(trx).findById(Number(id))
  return trx ? query.forUpdate() : query
}

export function undoState(app: AppContext, undo: EmailChangeUndo): UndoOutcome | 'ready' {
  if (undo.used_at) return 'used'
  return undo.expires_at <= app.now() ? 'expired' : 'ready'
}

/**
 * "This wasn't me": the account moves back to the old address (proven by this link reaching it),
 * every session ends, and the security log says so. Used once, within 7 days.
 */
export async function undoEmailChange(app: AppContext, token: string): Promise<UndoOutcome> {
  try {
    return await app.knex.transaction(async (trx) => {
      const undo = await findEmailChangeUndo(app, token, trx)
      if (!undo) return 'invalid'
      const state = undoState(app, undo)
      if (state !== 'ready') return state
      const now = app.now()
      await User.query(trx).findById(undo.user_id).whereNull('deleted_at').patch({ email: undo.old_email, email_verified_at: now, updated_at: now })
      await undo.$query(trx).patch({ used_at: now })
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
