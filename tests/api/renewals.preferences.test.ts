import { describe, expect, it } from 'vitest'
import { addDays } from '../../shared/dates.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { chargeThroughTheEmulator, resetClockAfterEach, subscribe } from './subscriptions.support.ts'

chargeThroughTheEmulator()

resetClockAfterEach()

/** A fresh Basic subscriber with the clock moved to 7 days before the period ends and the jobs run. */
async function atReminderTime(renewalReminders: boolean) {
  const server = await testServer()
  const customer = await createUser()
  await server.app.knex('users').where({ id: customer.user.id }).update({ renewal_reminders: renewalReminders })
  server.setNow(new Date())
  const id = await subscribe(customer.token, 'basic', 'MONTHLY')
  const { current_period_end: end } = await server.app.knex('subscriptions').where({ id }).first()
  server.setNow(addDays(end, -7))
  while ((await runDueJobs(server.app)) > 0);
  const mails = await mailTo(customer.email)
  return { customer, reminders: mails.filter((mail) => mail.subject.startsWith('Your Basic plan renews on ')) }
}

describe('renewal reminders, an optional e-mail', () => {
  it('carry the one-click unsubscribe headers and link while they are on', async () => {
    const { app } = await testServer()
    const { reminders } = await atReminderTime(true)
    expect(reminders).toHaveLength(1)
    const unsubscribe = reminders[0]?.headers?.['List-Unsubscribe'] ?? ''
    expect(unsubscribe).toMatch(new RegExp(`^<${app.config.publicUrl}/api/v1/notifications/unsubscribe\\?kind=renewal_reminders&token=`))
    expect(reminders[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(reminders[0]?.text_body).toContain(unsubscribe.slice(1, -1))
  })

  it('are not sent once the customer turned them off', async () => {
    const { reminders } = await atReminderTime(false)
    expect(reminders).toEqual([])
  })
})
