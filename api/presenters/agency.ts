import type { AgencyRecord } from '../services/agency.ts'
import type { AgencyLicence } from '../models/AgencyLicence.ts'
import type { AgencyJson, LicenceJson } from '../../shared/schemas/agency.ts'
import { findState } from '../../shared/constants/states.ts'

const presentLicence = (licence: AgencyLicence): LicenceJson => ({
  state: licence.state,
  state_name: findState(licence.state)?.name ?? licence.state,
  licence_number: licence.licence_number,
  lines_of_authority: licence.lines_of_authority,
  expires_on: licence.expires_on,
})

export function presentAgency({ agency, licences }: AgencyRecord): AgencyJson {
  return {
    legal_name: agency.legal_name,
    state_of_domicile: agency.state_of_domicile,
    principal_place_of_business: agency.principal_place_of_business,
    national_producer_number: agency.national_producer_number,
    licences: licences.map(presentLicence),
    updated_at: agency.updated_at.toISOString(),
  }
}
