/** What a generated document shows; the policy routes fill it from the policy and its offer. */
export interface PolicyDocumentInput {
  carrier: string
  policy_number: string
  insured_name: string
  /** Year, make and model are unknown for a car only named by its VIN (a bound request's). */
  vehicle: { vin: string; year: number | null; make: string | null; model: string | null }
  /** Calendar days, YYYY-MM-DD. */
  effective_date: string
  expiration_date: string
  /** In the order they should read, already worded ('Bodily injury' → '$100,000/$300,000'). */
  coverages: { label: string; limit: string }[]
  agency_name: string
  /** The agency's licence for the policy's state ('California licence no. 0K12345'), when it holds one. */
  agency_licence: string | null
}

/** 2027-01-05 → 01/05/2027, as US ID cards print dates. */
export function usDate(day: string): string {
  const [year, month, date] = day.split('-')
  return `${month}/${date}/${year}`
}

export const vehicleLine = (vehicle: PolicyDocumentInput['vehicle']) =>
  [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ') || 'The vehicle with this VIN'
