// The dashboard's 24-hour promise figures must stay cheap on a million requests, so first offers are
// counted as they happen: a trigger adds each request's first offer to a per-day histogram of
// minutes-to-first-offer in 5-minute buckets (whatever code or script sets first_offer_at). The
// figures then read a few hundred rows instead of every request of the last 30 days. Unanswered
// requests are counted through a partial index that holds only them.
import type { Knex } from 'knex'

const BUCKET_SQL = "(floor(extract(epoch FROM first_offer_at - created_at) / 300) * 5)::int"

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS insurance_requests_first_offer_idx')
  await knex.schema.createTable('first_offer_buckets', (t) => {
    t.date('day').notNullable()
    t.integer('minutes').notNullable()
    t.integer('answered').notNullable()
    t.primary(['day', 'minutes'])
  })
  await knex.raw('CREATE INDEX insurance_requests_unanswered_idx ON insurance_requests (created_at) WHERE first_offer_at IS NULL')
  await knex.raw(`CREATE FUNCTION record_first_offer() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO first_offer_buckets (day, minutes, answered)
      VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, (floor(extract(epoch FROM NEW.first_offer_at - NEW.created_at) / 300) * 5)::int, 1)
      ON CONFLICT (day, minutes) DO UPDATE SET answered = first_offer_buckets.answered + 1;
      RETURN NULL;
    END $$`)
  await knex.raw(`CREATE TRIGGER insurance_requests_first_offer_inserted AFTER INSERT ON insurance_requests
    FOR EACH ROW WHEN (NEW.first_offer_at IS NOT NULL) EXECUTE FUNCTION record_first_offer()`)
  await knex.raw(`CREATE TRIGGER insurance_requests_first_offer_set AFTER UPDATE OF first_offer_at ON insurance_requests
    FOR EACH ROW WHEN (OLD.first_offer_at IS NULL AND NEW.first_offer_at IS NOT NULL) EXECUTE FUNCTION record_first_offer()`)
  await knex.raw(`INSERT INTO first_offer_buckets (day, minutes, answered)
    SELECT (created_at AT TIME ZONE 'UTC')::date, ${BUCKET_SQL}, count(*) FROM insurance_requests
     WHERE first_offer_at IS NOT NULL GROUP BY 1, 2`)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS insurance_requests_first_offer_set ON insurance_requests')
  await knex.raw('DROP TRIGGER IF EXISTS insurance_requests_first_offer_inserted ON insurance_requests')
  await knex.raw('DROP FUNCTION IF EXISTS record_first_offer()')
  await knex.raw('DROP INDEX IF EXISTS insurance_requests_unanswered_idx')
  await knex.schema.dropTable('first_offer_buckets')
  await knex.raw('CREATE INDEX insurance_requests_first_offer_idx ON insurance_requests (created_at) INCLUDE (first_offer_at)')
}
