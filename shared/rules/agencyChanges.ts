interface Licence {
  state: string
  licence_number: string
  lines_of_authority: readonly string[]
  expires_on: string
}

interface AgencyDetails {
  legal_name: string
  state_of_domicile: string
  principal_place_of_business: string
  national_producer_number: string
  licences: readonly Licence[]
}

const DETAILS = [
  ['legal_name', 'legal name'],
  ['state_of_domicile', 'state of domicile'],
  ['principal_place_of_business', 'principal place of business'],
  ['national_producer_number', 'national producer number'],
] as const

const describeLicence = (licence: Licence) => `${licence.licence_number}, ${licence.lines_of_authority.join('/')}, until ${licence.expires_on}`

/** What a save changed, in words for the audit trail; null when it changed nothing. */
export function describeAgencyChange(before: AgencyDetails | null, after: AgencyDetails): string | null {
  if (!before) return `Set up ${after.legal_name} with ${after.licences.length} ${after.licences.length === 1 ? 'licence' : 'licences'}`
  const parts: string[] = []
  const details = DETAILS.filter(([key]) => before[key] !== after[key])
  if (details.length > 0) parts.push(`Changed ${details.map(([, label]) => label).join(', ')}`)
  const old = new Map(before.licences.map((licence) => [licence.state, licence]))
  for (const licence of after.licences) {
    const was = old.get(licence.state)
    old.delete(licence.state)
    if (!was) parts.push(`Added ${licence.state} licence ${describeLicence(licence)}`)
    else if (describeLicence(was) !== describeLicence(licence)) parts.push(`${licence.state} licence ${describeLicence(was)} → ${describeLicence(licence)}`)
  }
  for (const removed of old.values()) parts.push(`Removed ${removed.state} licence ${removed.licence_number}`)
  return parts.length > 0 ? parts.join('; ') : null
}
