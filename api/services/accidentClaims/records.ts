import type { Knex } from 'knex'
import type { AnyQueryBuilder } from 'objection'
import { AccidentClaim } from '../../models/AccidentClaim.ts'
import { notFound } from '../../errors.ts'
import { CLAIM_NOT_FOUND } from '../../../shared/schemas/accidentClaims.ts'

/** The graph every claim answer is presented from; photos and notes in the order they came. */
const CLAIM_GRAPH = '[user, carrier, insurance_policy.[carrier, user, insurance_request], photos(byId), notes(byId).author]'
const byId = (builder: AnyQueryBuilder) => builder.orderBy('id')

export async function findClaim(number: string, db?: Knex | Knex.Transaction): Promise<AccidentClaim | undefined> {
  return await AccidentClaim.query(db).findOne({ claim_number: number }).withGraphFetched(CLAIM_GRAPH).modifiers({ byId })
}

export async function loadClaim(number: string, db?: Knex | Knex.Transaction): Promise<AccidentClaim> {
  const claim = await findClaim(number, db)
  if (!claim) throw notFound(CLAIM_NOT_FOUND)
  return claim
}

/** The same graph for a page of claims. */
export const withClaimGraph = <Q extends { withGraphFetched(graph: string): Q; modifiers(modifiers: object): Q }>(query: Q): Q =>
  query.withGraphFetched(CLAIM_GRAPH).modifiers({ byId })

/** Locks a claim's row for a change; a claim gone since it was loaded is not found. */
export async function lockClaim(trx: Knex.Transaction, id: number): Promise<AccidentClaim> {
  const locked = await AccidentClaim.query(trx).findById(id).forUpdate()
  if (!locked) throw notFound(CLAIM_NOT_FOUND)
  return locked
}
