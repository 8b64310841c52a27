// The agency behind GetQuote (issue #28): its legal identity and a licence per state, which the
// footer, the About page, offers, e-mails and documents show, and without which a state's offers
// cannot be bound. One agency row (id 1), so there is never a question of which one is current.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agency', (t) => {
    t.integer('id').primary()
    t.text('legal_name').notNullable()
    t.text('state_of_domicile').notNullable()
    t.text('principal_place_of_business').notNullable()
    t.text('national_producer_number').notNullable()
    t.bigInteger('updated_by_user_id').references('users.id').onDelete('SET NULL')
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('ALTER TABLE agency ADD CONSTRAINT agency_single_row_check CHECK (id = 1)')
  await knex.schema.createTable('agency_licences', (t) => {
    t.bigIncrements('id')
    t.text('state').notNullable().unique()
    t.text('licence_number').notNullable()
    t.specificType('lines_of_authority', 'text[]').notNullable()
    t.date('expires_on').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('agency_licences')
  await knex.schema.dropTable('agency')
}
