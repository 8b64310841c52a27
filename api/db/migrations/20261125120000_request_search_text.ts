// A search combined with a filter (search "nguyen" + status quoted) must stay fast on a million
// requests. With the searched text on applicants, the trigram indexes found every name match, and
// each was fetched and joined to its request just to test the status. So each request carries its
// own searchable text (its number, the applicant's full name and e-mail), kept by triggers, and one
// GIN index holds status, type and that text together (btree_gin lets plain columns into it), so
// the filters and the search narrow each other inside the index.
//
// The fields are joined by the unit separator, which no search term contains (the input schemas
// refuse control characters), so a match never spans two fields.
import type { Knex } from 'knex'
import { ADMIN_LIST_INDEXES as FIRST_INDEXES, ADMIN_LIST_INDEX_NAMES as FIRST_INDEX_NAMES } from './20261123140000_index_admin_request_search.ts'

/** The trigram indexes on the separate fields, which only the search used. */
const RETIRED = ['insurance_requests_number_trgm_idx', 'applicants_email_trgm_idx', 'applicants_full_name_trgm_idx']
const SEARCH_INDEX_NAME = 'insurance_requests_search_idx'
const SEARCH_INDEX = `CREATE INDEX IF NOT EXISTS ${SEARCH_INDEX_NAME} ON insurance_requests USING gin (status, insurance_type, search_text gin_trgm_ops)`

const isRetired = (statement: string) => RETIRED.some((name) => statement.includes(` ${name} `))

/** The admin list's indexes from here on (the bench seed drops them during its bulk load and rebuilds them). */
export const ADMIN_LIST_INDEXES = [...FIRST_INDEXES.filter((statement) => !isRetired(statement)), SEARCH_INDEX]
export const ADMIN_LIST_INDEX_NAMES = [...FIRST_INDEX_NAMES.filter((name) => !RETIRED.includes(name)), SEARCH_INDEX_NAME]

/** Bulk loads switch this trigger off and fill search_text with one statement per batch. */
export const APPLICANT_SEARCH_TRIGGER = 'applicants_search_text'

/** The search text of every request the condition selects, from its own number and its applicant. */
export const fillSearchText = (condition: string) => `
  UPDATE insurance_requests r SET search_text = request_search_text(r.request_number, a.first_name, a.last_name, a.email)
    FROM insurance_requests s LEFT JOIN applicants a ON a.insurance_request_id = s.id
   WHERE s.id = r.id AND ${condition}`

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gin')
  await knex.raw(`CREATE FUNCTION request_search_text(request_number text, first_name text, last_name text, email text) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$ SELECT concat_ws(chr(31), request_number, first_name || ' ' || last_name, email) $$`)
  await knex.raw('ALTER TABLE insurance_requests ADD COLUMN search_text text')
  // A new request has no applicant yet (the applicant's trigger adds it); a renumbered one may.
  await knex.raw(`CREATE FUNCTION request_search_text_from_request() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        NEW.search_text := request_search_text(NEW.request_number, NULL, NULL, NULL);
      ELSE
        NEW.search_text := (SELECT request_search_text(NEW.request_number, a.first_name, a.last_name, a.email)
                              FROM (SELECT 1) one LEFT JOIN applicants a ON a.insurance_request_id = NEW.id);
      END IF;
      RETURN NEW;
    END $$`)
  await knex.raw(`CREATE TRIGGER insurance_requests_search_text BEFORE INSERT OR UPDATE OF request_number ON insurance_requests
    FOR EACH ROW EXECUTE FUNCTION request_search_text_from_request()`)
  await knex.raw(`CREATE FUNCTION request_search_text_from_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE insurance_requests SET search_text = request_search_text(request_number, NEW.first_name, NEW.last_name, NEW.email)
       WHERE id = NEW.insurance_request_id;
      RETURN NULL;
    END $$`)
  await knex.raw(`CREATE TRIGGER ${APPLICANT_SEARCH_TRIGGER} AFTER INSERT OR UPDATE OF first_name, last_name, email ON applicants
    FOR EACH ROW EXECUTE FUNCTION request_search_text_from_applicant()`)
  await knex.raw(fillSearchText('true'))
  await knex.raw('ALTER TABLE insurance_requests ALTER COLUMN search_text SET NOT NULL')
  for (const name of RETIRED) await knex.raw(`DROP INDEX IF EXISTS ${name}`)
  await knex.raw(SEARCH_INDEX)
  await knex.raw('ANALYZE insurance_requests')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS ${SEARCH_INDEX_NAME}`)
  for (const statement of FIRST_INDEXES.filter(isRetired)) await knex.raw(statement)
  await knex.raw(`DROP TRIGGER IF EXISTS ${APPLICANT_SEARCH_TRIGGER} ON applicants`)
  await knex.raw('DROP TRIGGER IF EXISTS insurance_requests_search_text ON insurance_requests')
  await knex.raw('DROP FUNCTION IF EXISTS request_search_text_from_applicant()')
  await knex.raw('DROP FUNCTION IF EXISTS request_search_text_from_request()')
  await knex.raw('ALTER TABLE insurance_requests DROP COLUMN search_text')
  await knex.raw('DROP FUNCTION IF EXISTS request_search_text(text, text, text, text)')
}
