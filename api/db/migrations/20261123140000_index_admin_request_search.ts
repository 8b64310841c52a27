// The admin requests list must stay fast with a million requests: status filters walk a
// (status, created_at, id) index in list order, and the search box's substring match on the request
// number, the applicant's full name and e-mail uses trigram indexes instead of reading every row.
// The full-name expression is spelled exactly as the list query spells it, or the index is not used.
import type { Knex } from 'knex'

export const ADMIN_LIST_INDEXES = [
  'CREATE INDEX IF NOT EXISTS insurance_requests_status_created_idx ON insurance_requests (status, created_at DESC, id DESC)',
  'CREATE INDEX IF NOT EXISTS insurance_requests_type_created_idx ON insurance_requests (insurance_type, created_at DESC, id DESC)',
  'CREATE INDEX IF NOT EXISTS insurance_requests_number_trgm_idx ON insurance_requests USING gin (request_number gin_trgm_ops)',
  'CREATE INDEX IF NOT EXISTS applicants_email_trgm_idx ON applicants USING gin (email gin_trgm_ops)',
  "CREATE INDEX IF NOT EXISTS applicants_full_name_trgm_idx ON applicants USING gin ((first_name || ' ' || last_name) gin_trgm_ops)",
] as const

export const ADMIN_LIST_INDEX_NAMES = [
  'insurance_requests_status_created_idx',
  'insurance_requests_type_created_idx',
  'insurance_requests_number_trgm_idx',
  'applicants_email_trgm_idx',
  'applicants_full_name_trgm_idx',
] as const

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
  for (const statement of ADMIN_LIST_INDEXES) await knex.raw(statement)
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ADMIN_LIST_INDEX_NAMES) await knex.raw(`DROP INDEX IF EXISTS ${name}`)
}
