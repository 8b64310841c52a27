import type { Knex } from 'knex'

/**
 * Makes the database refuse to queue the jobs whose dedupe key is LIKE `pattern`, as a process that
 * died at that moment would have left it: whatever was to commit with the job must not commit
 * either. Returns the undo. One refusal at a time per test database.
 */
export async function refuseToQueue(knex: Knex, pattern: string): Promise<() => Promise<void>> {
  const literal = `'${pattern.replaceAll("'", "''")}'`
  await knex.raw(`CREATE FUNCTION refuse_job() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'job % refused by the test', NEW.dedupe_key; END $$`)
  await knex.raw(`CREATE TRIGGER refuse_job BEFORE INSERT ON jobs FOR EACH ROW WHEN (NEW.dedupe_key LIKE ${literal}) EXECUTE FUNCTION refuse_job()`)
  return async () => {
    await knex.raw('DROP TRIGGER refuse_job ON jobs')
    await knex.raw('DROP FUNCTION refuse_job()')
  }
}
