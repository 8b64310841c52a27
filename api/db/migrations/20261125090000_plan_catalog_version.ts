// The public plan list is kept in memory by every API process. A write to plans or variations in one
// process (or a script, or psql) must reach the others at once, so each process checks this one-row
// stamp (a primary-key read) before answering from memory. Triggers bump it in the writing
// transaction, whatever code wrote, so a reader sees the new stamp exactly when it sees the new rows.
import type { Knex } from 'knex'

const TABLES = ['subscription_plans', 'subscription_plan_variations']

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE plan_catalog_version (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    version bigint NOT NULL DEFAULT 0
  )`)
  await knex.raw('INSERT INTO plan_catalog_version DEFAULT VALUES')
  await knex.raw(`CREATE FUNCTION bump_plan_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE plan_catalog_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`)
  for (const table of TABLES) {
    await knex.raw(`CREATE TRIGGER ${table}_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_plan_catalog_version()`)
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_bump_catalog ON ${table}`)
  await knex.raw('DROP FUNCTION IF EXISTS bump_plan_catalog_version()')
  await knex.raw('DROP TABLE IF EXISTS plan_catalog_version')
}
