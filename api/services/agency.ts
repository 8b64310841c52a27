import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { Agency } from '../models/Agency.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { AgencyLicence } from '../models/AgencyLicence.ts'
import type { User } from '../models/User.ts'
import { conflict } from '../errors.ts'
import { licenceLine, licenceProblem } from '../../shared/rules/licences.ts'
import { STATE_CODES } from '../../shared/constants/states.ts'
import { describeAgencyChange } from '../../shared/rules/agencyChanges.ts'
import type { AgencyChangeJson, AgencyForm } from '../../shared/schemas/agency.ts'

export interface AgencyRecord {
  agency: Agency
  licences: AgencyLicence[]
}

const AGENCY_ID = 1
const stateOrder = (licence: AgencyLicence) => STATE_CODES.findIndex((code) => code === licence.state)

/** The agency and its licences in the wizard's state order; null until an admin has set it up. */
export async function loadAgency(trx?: Knex | Knex.Transaction): Promise<AgencyRecord | null> {
  const agency = await Agency.query(trx).findById(AGENCY_ID)
  if (!agency) return null
  const licences = await AgencyLicence.query(trx)
  return { agency, licences: licences.sort((a, b) => stateOrder(a) - stateOrder(b)) }
}

/** The licences alone: an agency not set up holds none. */
async function agencyLicences(trx?: Knex.Transaction): Promise<AgencyLicence[]> {
  return await AgencyLicence.query(trx)
}

/** Replaces the agency's details and its whole list of licences in one transaction, with what changed in the audit trail. */
export async function saveAgency(app: AppContext, actor: User, form: AgencyForm): Promise<AgencyRecord> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const { licences, ...details } = form
    const row = { ...details, updated_by_user_id: actor.id, updated_at: now }
    const before = (await Agency.query(trx).findById(AGENCY_ID).forUpdate()) ? await loadAgency(trx) : null
    if (before) await Agency.query(trx).findById(AGENCY_ID).patch(row)
    else await Agency.query(trx).insert({ id: AGENCY_ID, ...row })
    await AgencyLicence.query(trx).delete()
    if (licences.length > 0) await AgencyLicence.query(trx).insert(licences)
    const summary = describeAgencyChange(before && { ...before.agency, licences: before.licences }, form)
    if (summary) await trx('agency_changes').insert({ actor_user_id: actor.id, summary, created_at: now })
  })
  const saved = await loadAgency()
  if (!saved) throw new Error('the agency vanished after saving')
  return saved
}

/** Refuses to bind in a state where the agency's licence is missing or expired, saying which. */
export async function assertLicensedIn(trx: Knex.Transaction, stateCode: string, today: Date): Promise<void> {
  const problem = licenceProblem(await agencyLicences(trx), stateCode, today)
  if (problem) throw conflict(problem)
}

/** "GetQuote Insurance Agency, LLC, California licence no. 0K12345, NPN 19283746" for a request's e-mails and documents. */
export async function licenceNotice(trx: Knex | Knex.Transaction, requestId: number): Promise<string | null> {
  const applicant = await InsuranceRequest.relatedQuery('applicant', trx).for(requestId).first()
  const agency = await loadAgency(trx)
  const line = agency && applicant ? licenceLine(agency.licences, applicant.state) : null
  return agency && line ? `${agency.agency.legal_name}, ${line}, NPN ${agency.agency.national_producer_number}` : null
}

/** The audit trail of agency settings, newest first, with who made each change. */
export async function agencyChanges(app: AppContext): Promise<AgencyChangeJson[]> {
  const rows: { id: number | string; summary: string; created_at: Date; first_name: string | null; last_name: string | null; email: string | null }[] = await app.knex('agency_changes as c')
    .leftJoin('users as u', 'u.id', 'c.actor_user_id')
    .orderBy('c.id', 'desc')
    .limit(100)
    .select('c.id', 'c.summary', 'c.created_at', 'u.first_name', 'u.last_name', 'u.email')
  return rows.map((row) => ({
    id: Number(row.id),
    summary: row.summary,
    actor: row.email ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email : null,
    created_at: row.created_at.toISOString(),
  }))
}
