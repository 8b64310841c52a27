import type { AccidentClaimJson, ClaimForm } from '../../../../shared/schemas/accidentClaims.ts'
import type { ClaimReport } from '../../../../shared/schemas/accidentClaimReport.ts'

/** Yes, no, or not answered yet: a pair of radio buttons holds it as text. */
type YesNo = 'yes' | 'no' | ''

/**
 * The report form as its inputs hold it: text everywhere (numbers and yes/no included), so a half-typed
 * answer is kept as typed. bodyOf turns it into the API's body; valuesOf turns a saved claim back.
 */
export interface ReportValues {
  /** A policy's id, 'other' for one typed in, '' before choosing. */
  insurance_policy_id: string
  carrier_id: string
  carrier_name: string
  policy_number: string
  report: Omit<ClaimReport, 'location' | 'police' | 'damage' | 'injuries'> & {
    location: Omit<ClaimReport['location'], 'latitude' | 'longitude'> & { latitude: string; longitude: string }
    police: Omit<ClaimReport['police'], 'called'> & { called: YesNo }
    damage: Omit<ClaimReport['damage'], 'drivable'> & { drivable: YesNo }
    injuries: { count: string; description: string }
  }
}

const yesNo = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no')
const fromYesNo = (value: YesNo) => (value === '' ? null : value === 'yes')
const text = (value: number | null) => (value === null ? '' : String(value))
const numberOrNull = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? null : Number(value))

/** A saved claim as the form's body: the carrier it names, ours by id or one typed in. */
export const formOf = (claim: AccidentClaimJson): ClaimForm => ({
  insurance_policy_id: claim.insurance_policy_id,
  carrier_id: claim.carrier?.id ?? null,
  carrier_name: claim.carrier && claim.carrier.id === null ? claim.carrier.name : '',
  policy_number: claim.policy_number,
  report: claim.report,
})

export function valuesOf(form: ClaimForm): ReportValues {
  const { report } = form
  const typedIn = form.insurance_policy_id === null && (form.carrier_id !== null || form.carrier_name !== '' || form.policy_number !== '')
  return {
    insurance_policy_id: form.insurance_policy_id === null ? (typedIn ? 'other' : '') : String(form.insurance_policy_id),
    carrier_id: typedIn && form.carrier_id !== null ? String(form.carrier_id) : '',
    carrier_name: typedIn ? form.carrier_name : '',
    policy_number: typedIn ? form.policy_number : '',
    report: {
      ...report,
      location: { ...report.location, latitude: text(report.location.latitude), longitude: text(report.location.longitude) },
      police: { ...report.police, called: yesNo(report.police.called) },
      damage: { ...report.damage, drivable: yesNo(report.damage.drivable) },
      injuries: { count: text(report.injuries.count), description: report.injuries.description },
    },
  }
}

/** The PUT body's claim; what the server refuses comes back keyed by these same paths. */
export function bodyOf(values: ReportValues): ClaimForm {
  const { report } = values
  const own = values.insurance_policy_id !== '' && values.insurance_policy_id !== 'other'
  return {
    insurance_policy_id: own ? Number(values.insurance_policy_id) : null,
    carrier_id: !own && values.carrier_id ? Number(values.carrier_id) : null,
    carrier_name: own ? '' : values.carrier_name,
    policy_number: own ? '' : values.policy_number,
    report: {
      ...report,
      location: { ...report.location, latitude: numberOrNull(report.location.latitude), longitude: numberOrNull(report.location.longitude) },
      police: { ...report.police, called: fromYesNo(report.police.called) },
      damage: { ...report.damage, drivable: fromYesNo(report.damage.drivable) },
      injuries: { count: numberOrNull(report.injuries.count), description: report.injuries.description },
    },
  }
}
