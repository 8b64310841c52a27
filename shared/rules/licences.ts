import { findState } from '../constants/states.ts'
import { calendarDay, isoDay } from '../dates.ts'

interface Licence {
  state: string
  licence_number: string
  expires_on: string
}

const licenceFor = <L extends Licence>(licences: readonly L[], stateCode: string): L | undefined =>
  licences.find((licence) => licence.state === stateCode)

/** Whether the agency may bind in a state today: its licence there is in force through its expiry day. */
export function licenceStanding(licences: readonly Licence[], stateCode: string, today: Date): 'in_force' | 'expired' | 'missing' {
  const licence = licenceFor(licences, stateCode)
  if (!licence) return 'missing'
  return licence.expires_on < isoDay(today) ? 'expired' : 'in_force'
}

/**
 * Why the agency may not bind insurance in a state today, or null when its licence there is in force
 * (valid through its expiry day). The admin's warning and the API's refusal both say this sentence.
 */
export function licenceProblem(licences: readonly Licence[], stateCode: string, today: Date): string | null {
  const name = findState(stateCode)?.name ?? stateCode
  const licence = licenceFor(licences, stateCode)
  if (!licence) return `GetQuote holds no licence in ${name}, so offers there cannot be bound. Add the licence in Agency settings first.`
  if (licenceStanding(licences, stateCode, today) === 'expired') {
    return `GetQuote’s licence in ${name} (${licence.licence_number}) expired on ${calendarDay(licence.expires_on)}, so offers there cannot be bound until it is renewed in Agency settings.`
  }
  return null
}

/** "CA licence 0K12345": the line offers, e-mails and documents carry for the applicant's state. */
export function licenceLine(licences: readonly Licence[], stateCode: string): string | null {
  const licence = licenceFor(licences, stateCode)
  return licence ? `${findState(stateCode)?.name ?? stateCode} licence no. ${licence.licence_number}` : null
}

/**
 * What a customer who chose an offer is told while the agency's licence in their state does not allow
 * binding it: why nothing is bound yet. Null while the licence is in force.
 */
export function bindingWaitsNote(licences: readonly Licence[], stateCode: string, today: Date): string | null {
  const standing = licenceStanding(licences, stateCode, today)
  if (standing === 'in_force') return null
  const name = findState(stateCode)?.name ?? stateCode
  const why = standing === 'expired' ? `GetQuote’s licence in ${name} has expired and is being renewed` : `GetQuote does not yet hold a licence in ${name}`
  return `Your agent cannot bind this offer yet: ${why}. Nothing is bound or charged until then, and we e-mail you as soon as your policy is bound.`
}
