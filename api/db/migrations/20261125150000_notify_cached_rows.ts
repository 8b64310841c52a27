// Each API process keeps the sessions it checked and the request pages it read lately
// (api/services/notifiedCache.ts). A change to those rows, by any process or script, must reach every
// process at once: PostgreSQL notifies the listeners on the table's channel when the writing
// transaction commits, whatever code wrote.
import type { Knex } from 'knex'

const CHANNELS: Record<string, string[]> = {
  auth_changed: ['users', 'sessions'],
  requests_changed: ['insurance_requests', 'applicants', 'auto_insurances'],
}

export async function up(knex: Knex): Promise<void> {
  // The channel is the trigger's argument, so one function serves every table.
  await knex.raw(`CREATE FUNCTION notify_cached_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_ARGV[0], '');
      RETURN NULL;
    END $$`)
  for (const [channel, tables] of Object.entries(CHANNELS)) {
    for (const table of tables) {
      await knex.raw(`CREATE TRIGGER ${table}_notify_cache AFTER UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_rows_changed('${channel}')`)
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const tables of Object.values(CHANNELS)) {
    for (const table of tables) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_notify_cache ON ${table}`)
  }
  await knex.raw('DROP FUNCTION IF EXISTS notify_cached_rows_changed()')
}
