// An auto request names its household (issue #33): the drivers with their incidents and the vehicles
// with their use and main driver. Each list is read and written whole with its request's answers, so
// it is a JSON array on the answers' row; the request body's schema checks every item on the way in.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auto_insurances', (t) => {
    t.jsonb('drivers').notNullable().defaultTo(knex.raw(`'[]'::jsonb`))
    t.jsonb('vehicles').notNullable().defaultTo(knex.raw(`'[]'::jsonb`))
  })
  await knex.raw(`ALTER TABLE auto_insurances ADD CONSTRAINT auto_insurances_household_check
    CHECK (jsonb_typeof(drivers) = 'array' AND jsonb_array_length(drivers) <= 6
      AND jsonb_typeof(vehicles) = 'array' AND jsonb_array_length(vehicles) <= 5)`)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE auto_insurances DROP CONSTRAINT auto_insurances_household_check')
  await knex.schema.alterTable('auto_insurances', (t) => {
    t.dropColumn('drivers')
    t.dropColumn('vehicles')
  })
}
