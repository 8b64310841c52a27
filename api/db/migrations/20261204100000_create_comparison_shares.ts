// A customer can share their offer comparison with a household member (issue #33): a read-only link
// that expires after 7 days and can be revoked. Only a hash of the link's token is kept, so the table
// cannot be read back into working links.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comparison_shares', (t) => {
    t.increments('id')
    t.integer('insurance_request_id').notNullable().references('id').inTable('insurance_requests').onDelete('CASCADE')
    t.integer('created_by_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
    t.text('token_hash').notNullable().unique()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('revoked_at', { useTz: true })
    t.index(['insurance_request_id'])
  })
  await knex.raw('ALTER TABLE comparison_shares ADD CONSTRAINT comparison_shares_expiry_check CHECK (expires_at > created_at)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comparison_shares')
}
