// The per-process caches drop only the rows a change names (issue #30): under a steady stream of
// writes, dropping everything on every change kept almost nothing. The triggers now notify each
// changed row's key, and are made from the one list in api/db/cachedRows.ts.
import type { Knex } from 'knex'
import { dropCacheTriggers, installCacheTriggers } from '../cachedRows.ts'

// The statement-level triggers of migration 20261125150000, as it made them.
const FORMER: Record<string, string[]> = {
  auth_changed: ['users', 'sessions'],
  requests_changed: ['insurance_requests', 'applicants', 'auto_insurances'],
}

export async function up(knex: Knex): Promise<void> {
  for (const tables of Object.values(FORMER)) {
    for (const table of tables) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_notify_cache ON ${table}`)
  }
  await knex.raw('DROP FUNCTION IF EXISTS notify_cached_rows_changed()')
  await installCacheTriggers(knex)
}

export async function down(knex: Knex): Promise<void> {
  await dropCacheTriggers(knex)
  await knex.raw(`CREATE FUNCTION notify_cached_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_ARGV[0], '');
      RETURN NULL;
    END $$`)
  for (const [channel, tables] of Object.entries(FORMER)) {
    for (const table of tables) {
      await knex.raw(`CREATE TRIGGER ${table}_notify_cache AFTER UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_rows_changed('${channel}')`)
    }
  }
}
