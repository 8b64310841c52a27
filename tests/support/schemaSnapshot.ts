import type { Knex } from 'knex'

/**
 * Everything a migration can create in the app's schema: columns with their types, defaults and
 * nullability, indexes, constraints, triggers and functions, each as PostgreSQL prints it. Knex's
 * own bookkeeping tables and the functions extensions bring (which downs leave installed) are not
 * the migrations' schema.
 */
export async function schemaOf(knex: Knex): Promise<Record<string, string[]>> {
  const lines = async (sql: string) => (await knex.raw<{ rows: { line: string }[] }>(sql)).rows.map((row) => row.line)
  return {
    columns: await lines(`SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS line
      FROM information_schema.columns WHERE table_schema = current_schema() AND table_name NOT LIKE 'knex\\_%' ORDER BY 1`),
    indexes: await lines(`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = current_schema() AND tablename NOT LIKE 'knex\\_%' ORDER BY 1`),
    constraints: await lines(`SELECT c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS line
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = current_schema() AND c.conrelid::regclass::text NOT LIKE 'knex\\_%' ORDER BY 1`),
    triggers: await lines(`SELECT t.tgrelid::regclass || ' ' || pg_get_triggerdef(t.oid) AS line
      FROM pg_trigger t JOIN pg_class r ON r.oid = t.tgrelid JOIN pg_namespace n ON n.oid = r.relnamespace
      WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY 1`),
    functions: await lines(`SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || md5(p.prosrc) AS line
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema()
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') ORDER BY 1`),
  }
}
