import type { Knex } from 'knex'
import { isPlainObject } from '../../shared/rules/isPlainObject.ts'

/*
 * The one list of what API processes keep in memory (api/db/notifiedCache.ts): for each cache, the
 * channel PostgreSQL notifies it on and the tables its rows are read from, each with the column that
 * names the entries a change of that row makes stale. The triggers (installed by migration
 * 20261208090000), the models' hooks (BaseModel) and the check made at every start are all made from it.
 */
export const CACHED_ROWS = {
  // A session's entry is its user's row: a change to the user or to any of their sessions drops the user's.
  sessions: { channel: 'auth_changed', tables: { users: 'id', sessions: 'user_id' } },
  // A request page's entry: the request with its applicant and auto details.
  requests: { channel: 'requests_changed', tables: { insurance_requests: 'id', applicants: 'insurance_request_id', auto_insurances: 'insurance_request_id' } },
} as const satisfies Record<string, { channel: string; tables: Record<string, string> }>

export type CachedRows = keyof typeof CACHED_ROWS

const CACHES = Object.keys(CACHED_ROWS).filter((name): name is CachedRows => name in CACHED_ROWS)

/** Each cached table with its cache and key column. */
export const CACHED_TABLES: { table: string; holds: CachedRows; channel: string; keyColumn: string }[] = CACHES.flatMap((holds) =>
  Object.entries(CACHED_ROWS[holds].tables).map(([table, keyColumn]) => ({ table, holds, channel: CACHED_ROWS[holds].channel, keyColumn })),
)

const triggerName = (table: string) => `${table}_notify_cache`
const truncateTriggerName = (table: string) => `${table}_notify_cache_truncate`

/**
 * One function serves every table: its arguments are the channel and the key column. A row's key goes
 * out when the writing transaction commits (PostgreSQL sends each distinct payload once per
 * transaction); an update sends the old key and the new, should the key itself change. A truncate
 * sends an empty payload: every entry of that cache goes. An insert cannot make a kept row stale (a
 * request is written with its applicant and details in one transaction; a new user or session has no
 * entry yet), so it sends nothing.
 */
const FUNCTION_SQL = `CREATE OR REPLACE FUNCTION notify_cached_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      PERFORM pg_notify(TG_ARGV[0], '');
      RETURN NULL;
    END IF;
    PERFORM pg_notify(TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[1]);
    IF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify(TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[1]);
    END IF;
    RETURN NULL;
  END $$`

/** Creates (or replaces) the function and every cached table's triggers, as the list says. */
export async function installCacheTriggers(knex: Knex): Promise<void> {
  await knex.raw(FUNCTION_SQL)
  for (const { table, channel, keyColumn } of CACHED_TABLES) {
    await knex.raw(`CREATE OR REPLACE TRIGGER ${triggerName(table)} AFTER UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION notify_cached_row_changed('${channel}', '${keyColumn}')`)
    await knex.raw(`CREATE OR REPLACE TRIGGER ${truncateTriggerName(table)} AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_row_changed('${channel}', '')`)
  }
}

export async function dropCacheTriggers(knex: Knex): Promise<void> {
  for (const { table } of CACHED_TABLES) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${triggerName(table)} ON ${table}`)
    await knex.raw(`DROP TRIGGER IF EXISTS ${truncateTriggerName(table)} ON ${table}`)
  }
  await knex.raw('DROP FUNCTION IF EXISTS notify_cached_row_changed()')
}

/**
 * The cached tables whose triggers are missing, disabled or made for another list: a cache over them
 * could keep a stale row for its whole bound, so it keeps nothing (and the start says why).
 */
export async function tablesWithoutCacheTriggers(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const { rows } = await query(`SELECT c.relname AS table, t.tgname AS name, t.tgenabled AS enabled, encode(t.tgargs, 'escape') AS args
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE '%\\_notify\\_cache%'`)
  const found = new Set(rows.map((row) => {
    const { table, name, enabled, args } = isPlainObject(row) ? row : {}
    return `${String(table)}/${String(name)}/${String(enabled)}/${String(args)}`
  }))
  return CACHED_TABLES.filter(({ table, channel, keyColumn }) =>
    !found.has(`${table}/${triggerName(table)}/O/${channel}\\000${keyColumn}\\000`) || !found.has(`${table}/${truncateTriggerName(table)}/O/${channel}\\000\\000`),
  ).map(({ table }) => table)
}
