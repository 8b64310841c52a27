import type { Knex } from 'knex'
import { STATE_CODES } from '../../../shared/constants/states.ts'

/**
 * A demo agency licensed in every state through the end of 2028, so demo offers anywhere can be bound;
 * Agency settings changes or expires one. The API tests' template database holds it too
 * (tests/support/testDatabase.ts), so their bindings pass the licence rule unless a test says otherwise.
 */
export const DEMO_AGENCY = {
  legal_name: 'GetQuote Insurance Agency, LLC',
  state_of_domicile: 'CA',
  principal_place_of_business: '100 Market Street, Suite 400, San Francisco, CA 94105',
  national_producer_number: '19283746',
} as const

/** California's agency licences look like 0K12345; the other numbers follow one made-up pattern. */
const demoLicenceNumber = (code: string, index: number) => (code === 'CA' ? '0K12345' : `${code}-${String(100231 + index * 17)}`)

export async function seedAgency(knex: Knex): Promise<void> {
  if (await knex('agency').first()) return
  await knex('agency').insert({ id: 1, ...DEMO_AGENCY })
  await knex('agency_licences').insert(
    STATE_CODES.map((code, index) => ({
      state: code,
      licence_number: demoLicenceNumber(code, index),
      lines_of_authority: ['Property', 'Casualty', 'Personal Lines'],
      expires_on: '2028-12-31',
    })),
  )
}
