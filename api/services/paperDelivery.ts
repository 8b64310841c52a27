import type { Knex } from 'knex'
import { User } from '../models/User.ts'
import { createPaperMailTask } from './paperMail.ts'

/**
 * A document GetQuote delivers (E-SIGN Act §7001(c)): only electronically when the customer has a
 * current consent; otherwise an agent gets the task of mailing it on paper, in the same transaction.
 * The dashboard copy stays available either way. Answers how the document goes out.
 */
export async function deliverDocument(trx: Knex.Transaction, userId: number, document: string, now: Date): Promise<'electronic' | 'paper'> {
  const owner = await User.query(trx).findById(userId)
  if (owner?.esign_consented_at) return 'electronic'
  await createPaperMailTask(trx, userId, `Mail on paper: ${document}. The customer has not agreed to electronic documents.`, now)
  return 'paper'
}
