// Issue #29: a charge Square refused for a reason on our side (credentials, a malformed request, a
// rate limit) is not the customer's decline. The attempt stays open and says why in `held_error`, which
// the admin's alert reads until a replay settles it. A refund is done only when Square says COMPLETED:
// `refund_status` is Square's last word on a refund sent but not yet completed, and FAILED leaves the
// money owed, shown to the admin.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.text('held_error')
    t.text('refund_status')
  })
  await knex.raw("ALTER TABLE payments ADD CONSTRAINT payments_refund_status_check CHECK (refund_status IN ('PENDING', 'FAILED'))")
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('refund_status')
    t.dropColumn('held_error')
  })
}
