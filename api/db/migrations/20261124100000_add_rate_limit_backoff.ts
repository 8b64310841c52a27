// Login throttling backs off instead of walling off: a row may hold a wait (blocked_until) past its
// own attempt. Expired rows are purged by the worker, by window end, hence the index.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rate_limits', (t) => {
    t.timestamp('blocked_until', { useTz: true }).nullable()
    t.index(['window_ends_at'], 'rate_limits_window_ends_at_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rate_limits', (t) => {
    t.dropIndex(['window_ends_at'], 'rate_limits_window_ends_at_idx')
    t.dropColumn('blocked_until')
  })
}
