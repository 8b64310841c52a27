import type { Carrier } from '../models/Carrier.ts'
import type { CarrierJson } from '../../shared/schemas/carriers.ts'

export function presentCarrier(carrier: Carrier): CarrierJson {
  return {
    id: carrier.id,
    name: carrier.name,
    rating: carrier.rating,
    states: carrier.states,
    satisfaction_note: carrier.satisfaction_note,
    website: carrier.website,
    claims_phone: carrier.claims_phone,
    claims_website: carrier.claims_website,
    retired: carrier.retired_at !== null,
    created_at: carrier.created_at.toISOString(),
    updated_at: carrier.updated_at.toISOString(),
  }
}
