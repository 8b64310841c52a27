import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { ConsentChange } from '../models/ConsentChange.ts'
import { conflict, validationFailed } from '../errors.ts'
import { signNote } from '../security/signedNotes.ts'
import { createPaperMailTask } from './paperMail.ts'
import { ESIGN_WITHDRAWAL_WORDING, ESIGN_WORDING } from '../../shared/constants/consents.ts'
import { ESIGN_CODE_MESSAGE } from '../../shared/schemas/consents.ts'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * The code printed in a customer's sample PDF: signed from their id, so it is the same each time they
 * open the sample, differs between customers, and cannot be read from anything but the PDF.
 */
export function esignSampleCode(app: AppContext, userId: number): string {
  const bytes = Buffer.from(signNote(app, 'esign_sample', String(userId)), 'base64url')
  return [...bytes.subarray(0, 6)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')
}

export async function lockedUser(trx: Knex.Transaction, userId: number): Promise<User> {
  const user = await User.query(trx).findById(userId).forUpdate()
  if (!user) throw new Error(`user ${userId} vanished`)
  return user
}

/** Agreeing needs the sample's code; the ledger keeps the disclosures word for word. Agreeing twice records once. */
export async function giveEsignConsent(app: AppContext, userId: number, code: string): Promise<User> {
  if (code !== esignSampleCode(app, userId)) throw validationFailed({ code: ESIGN_CODE_MESSAGE })
  return app.knex.transaction(async (trx) => {
    const user = await lockedUser(trx, userId)
    if (user.esign_consented_at) return user
    const now = app.now()
    await ConsentChange.query(trx).insert({ user_id: userId, kind: 'esign', granted: true, source: 'settings_page', wording: ESIGN_WORDING, created_at: now })
    return user.$query(trx).patchAndFetch({ esign_consented_at: now, updated_at: now })
  })
}

/** Withdrawing is recorded, and leaves an agent the task of mailing paper from now on. */
export async function withdrawEsignConsent(app: AppContext, userId: number): Promise<User> {
  return app.knex.transaction(async (trx) => {
    const user = await lockedUser(trx, userId)
    if (!user.esign_consented_at) throw conflict('You have not agreed to electronic documents, so there is nothing to withdraw.')
    const now = app.now()
    await ConsentChange.query(trx).insert({ user_id: userId, kind: 'esign', granted: false, source: 'settings_page', wording: ESIGN_WITHDRAWAL_WORDING, created_at: now })
    await createPaperMailTask(trx, userId, 'Withdrew consent to electronic documents: mail paper copies of their documents from now on.', now)
    return user.$query(trx).patchAndFetch({ esign_consented_at: null, updated_at: now })
  })
}
