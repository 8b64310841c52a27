import { usDate, vehicleLine, type PolicyDocumentInput } from './input.ts'
import { renderPhonePage, type Line } from './phonePage.ts'

/** One page in plain words: the policy's dates, the car, and each coverage with its limit. */
export function renderCoverageSummary(input: PolicyDocumentInput): Promise<Uint8Array> {
  const coverages: Line[] = input.coverages.flatMap((coverage): Line[] => [
    { style: 'label', text: coverage.label },
    { style: 'value', text: coverage.limit },
  ])
  return renderPhonePage(`Coverage summary ${input.policy_number}`, input.agency_name, [
    { style: 'title', text: 'Coverage summary' },
    { style: 'value', text: `${input.carrier}, policy ${input.policy_number}` },
    { style: 'label', text: 'Insured' },
    { style: 'value', text: input.insured_name },
    { style: 'label', text: 'Policy period' },
    { style: 'value', text: `${usDate(input.effective_date)} to ${usDate(input.expiration_date)}` },
    { style: 'label', text: 'Vehicle' },
    { style: 'value', text: vehicleLine(input.vehicle) },
    { style: 'value', text: `VIN ${input.vehicle.vin}` },
    { style: 'heading', text: 'Coverages' },
    ...(coverages.length > 0 ? coverages : [{ style: 'value', text: 'No coverages recorded' } satisfies Line]),
    { style: 'note', text: `Prepared by ${input.agency_name}${input.agency_licence ? `, ${input.agency_licence}` : ''}. The policy documents from ${input.carrier} decide what is covered.` },
  ])
}
