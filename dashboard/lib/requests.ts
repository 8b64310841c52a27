import type { InsuranceType, RequestStatus } from '../../shared/constants/requests.ts'
import { findState } from '../../shared/constants/states.ts'
import type { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'

/** Spec §4 badge colours: pending yellow, processing blue, quoted green, purchased purple, expired grey, rejected red. */
const STATUS_STYLES: Record<RequestStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  processing: 'bg-blue-100 text-blue-900 ring-blue-300',
  quoted: 'bg-green-100 text-green-900 ring-green-300',
  purchased: 'bg-purple-100 text-purple-900 ring-purple-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
}
const UNKNOWN_STYLE = 'bg-slate-100 text-slate-800 ring-slate-300'

const isKnownStatus = (status: string): status is RequestStatus => status in STATUS_STYLES

export const statusStyle = (status: string) => (isKnownStatus(status) ? STATUS_STYLES[status] : UNKNOWN_STYLE)

/** Each reason a status is out of reach, said once however many statuses it rules out. */
export const distinctReasons = (refusals: Iterable<string | null>): string[] => [...new Set([...refusals].filter((reason) => reason !== null))]

export const statusLabel = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown')

/** Requests still on their way to a decision; the dashboard counts them as in progress. */
export const IN_PROGRESS_STATUSES: readonly string[] = ['pending', 'processing', 'quoted']

/** Spec §4: what happens next, per status. */
const NEXT_STEPS: Record<RequestStatus, string> = {
  pending: 'Your request is being reviewed by our insurance specialists.',
  processing: 'We are preparing your personalized quote from multiple carriers.',
  quoted: 'Your quote is ready! Review the details and choose the coverage that suits you.',
  purchased: 'Congratulations on your new policy! Your policy documents will be sent to your email.',
  expired: 'This request has expired. Please submit a new request to get an updated quote.',
  rejected: 'We could not provide a quote for this request. Contact support if you have questions.',
}

/** Quoted, but every offer has lapsed unchosen: the quote is no longer ready, a re-quote is. */
const LAPSED_STEP = 'Every offer has expired. Ask for a new quote and our specialists will find fresh offers.'

export const nextSteps = (status: string, offersLapsed = false) => {
  if (status === 'quoted' && offersLapsed) return LAPSED_STEP
  return isKnownStatus(status) ? NEXT_STEPS[status] : 'Contact support if you have questions about this request.'
}

const TYPE_LABELS: Record<InsuranceType, string> = {
  auto: 'Auto',
  life: 'Life',
  homeowners: 'Homeowners',
  commercial: 'Commercial',
  generalLiability: 'General Liability',
  truck: 'Truck',
  health: 'Health',
  investment: 'Investment',
}

const isKnownType = (type: string): type is InsuranceType => type in TYPE_LABELS

export const typeLabel = (type: string) => `${isKnownType(type) ? TYPE_LABELS[type] : type} Insurance`

/** A request's times are the applicant's: written in their state's zone (the reader's when it has none). */
/** How many vehicles a request is for: the count asked in step 2, or the household's vehicles when it lists more. */
export const vehicleCount = (numberOfVehicles: number | null, householdVehicles: number) => Math.max(numberOfVehicles ?? 1, householdVehicles)

export const requestTimeZone = (request: InsuranceRequestJson) => findState(request.applicant?.address.state)?.timeZone
