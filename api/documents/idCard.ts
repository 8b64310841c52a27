import { usDate, vehicleLine, type PolicyDocumentInput } from './input.ts'
import { renderPhonePage, type Line } from './phonePage.ts'

/** The proof of insurance a driver shows at a traffic stop: who, what car, which policy, until when. */
export function renderIdCard(input: PolicyDocumentInput): Promise<Uint8Array> {
  return renderPhonePage(`Insurance ID card ${input.policy_number}`, input.agency_name, [
    { style: 'title', text: 'Insurance ID card' },
    { style: 'label', text: 'Insurance company' },
    { style: 'value', text: input.carrier },
    { style: 'label', text: 'Policy number' },
    { style: 'value', text: input.policy_number },
    { style: 'label', text: 'Insured' },
    { style: 'value', text: input.insured_name },
    { style: 'label', text: 'Effective' },
    { style: 'value', text: usDate(input.effective_date) },
    { style: 'label', text: 'Expires' },
    { style: 'value', text: usDate(input.expiration_date) },
    { style: 'label', text: 'Vehicle' },
    { style: 'value', text: vehicleLine(input.vehicle) },
    { style: 'label', text: 'VIN' },
    { style: 'value', text: input.vehicle.vin },
    { style: 'label', text: 'Agency' },
    { style: 'value', text: input.agency_name },
    ...(input.agency_licence ? [{ style: 'value', text: input.agency_licence } satisfies Line] : []),
    { style: 'note', text: 'Keep this card in the vehicle and show it when asked for proof of insurance.' },
  ])
}
