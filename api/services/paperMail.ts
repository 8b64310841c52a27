import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { notFound } from '../errors.ts'
import type { PaperMailTaskJson } from '../../shared/schemas/consents.ts'

/** Leaves an agent the task of mailing paper to this customer, in the transaction that makes it due. */
export async function createPaperMailTask(trx: Knex.Transaction, userId: number, reason: string, now: Date): Promise<void> {
  await trx('paper_mail_tasks').insert({ user_id: userId, reason, created_at: now })
}

interface TaskRow {
  id: number | string
  user_id: number | string
  first_name: string
  last_name: string
  email: string
  reason: string
  created_at: Date
  done_at: Date | null
  street: string | null
  city: string | null
  state: string | null
  zip: string | null
}

const present = (row: TaskRow): PaperMailTaskJson => ({
  id: Number(row.id),
  customer: { id: Number(row.user_id), name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
  mailing_address: row.street ? `${row.street}, ${row.city ?? ''}, ${row.state ?? ''} ${row.zip ?? ''}`.trim() : null,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
  done_at: row.done_at ? row.done_at.toISOString() : null,
})

/** Tasks with the customer and the address on their latest request (where the paper goes). */
function tasks(db: AppContext['knex']) {
  return db('paper_mail_tasks as t')
    .join('users as u', 'u.id', 't.user_id')
    .joinRaw(`LEFT JOIN LATERAL (SELECT a.street, a.city, a.state, a.zip FROM insurance_requests r JOIN applicants a ON a.insurance_request_id = r.id
      WHERE r.user_id = t.user_id ORDER BY r.created_at DESC LIMIT 1) AS latest ON true`)
    .select<TaskRow[]>('t.id', 't.user_id', 'u.first_name', 'u.last_name', 'u.email', 't.reason', 't.created_at', 't.done_at', 'latest.street', 'latest.city', 'latest.state', 'latest.zip')
}

export async function openPaperMailTasks(app: AppContext): Promise<PaperMailTaskJson[]> {
  return (await tasks(app.knex).whereNull('t.done_at').orderBy('t.created_at')).map(present)
}

export async function finishPaperMailTask(app: AppContext, admin: User, id: number): Promise<PaperMailTaskJson> {
  const updated = await app.knex('paper_mail_tasks').where({ id }).whereNull('done_at').update({ done_at: app.now(), done_by_user_id: admin.id })
  const [row] = await tasks(app.knex).where('t.id', id)
  if (!row || (updated === 0 && !row.done_at)) throw notFound('Task not found')
  return present(row)
}
