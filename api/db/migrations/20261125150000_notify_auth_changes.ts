// Each API process keeps the sessions it has checked (api/services/notifiedCache.ts). A change to a
// session or a user, by any process or script, must reach every process at once: PostgreSQL notifies
// the listeners when the writing transaction commits, whatever code wrote.
import type { Knex } from 'knex'

const TABLES = ['users', 'sessions']

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('auth_changed', '');
      RETURN NULL;
    END $$`)
  for (const table of TABLES) {
    await knex.raw(`CREATE TRIGGER ${table}_notify_auth AFTER UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed()`)
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_notify_auth ON ${table}`)
  await knex.raw('DROP FUNCTION IF EXISTS notify_auth_changed()')
}
