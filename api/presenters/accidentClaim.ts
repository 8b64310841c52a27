import type { AccidentClaim } from '../models/AccidentClaim.ts'
import type { AccidentClaimEvent } from '../models/AccidentClaimEvent.ts'
import type { AccidentClaimPhoto } from '../models/AccidentClaimPhoto.ts'
import type { AccidentClaimNote } from '../models/AccidentClaimNote.ts'
import type { User } from '../models/User.ts'
import { presentInsurancePolicy } from './insurancePolicy.ts'
import type { AccidentClaimJson, AdminAccidentClaimJson, AdminClaimRowJson, ClaimCarrierJson, ClaimPhotoJson } from '../../shared/schemas/accidentClaims.ts'

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const personName = (user: Pick<User, 'first_name' | 'last_name' | 'email'>) => `${user.first_name} ${user.last_name}`.trim() || user.email
const person = (user: User | null | undefined) => (user ? { id: user.id, name: personName(user) } : null)

export const presentClaimPhoto = (photo: AccidentClaimPhoto): ClaimPhotoJson => ({
  id: photo.id, file_name: photo.file_name, content_type: photo.content_type, byte_size: photo.byte_size, created_at: photo.created_at.toISOString(),
})

/** Ours with its claims line, or the name typed in; none before one is chosen. */
function presentCarrier(claim: AccidentClaim): ClaimCarrierJson | null {
  if (claim.carrier) return { id: claim.carrier.id, name: claim.carrier.name, claims_phone: claim.carrier.claims_phone, claims_website: claim.carrier.claims_website }
  return claim.carrier_name ? { id: null, name: claim.carrier_name, claims_phone: '', claims_website: '' } : null
}

/** What the customer sees: internal notes have no field here, so they cannot reach the customer's API. */
export function presentAccidentClaim(claim: AccidentClaim): AccidentClaimJson {
  return {
    claim_number: claim.claim_number,
    status: claim.status,
    insurance_policy_id: claim.insurance_policy_id,
    carrier: presentCarrier(claim),
    policy_number: claim.policy_number,
    report: claim.report,
    photos: (claim.photos ?? []).map(presentClaimPhoto),
    submitted_at: iso(claim.submitted_at),
    due_at: iso(claim.due_at),
    filed_at: iso(claim.filed_at),
    carrier_claim_number: claim.carrier_claim_number,
    adjuster: claim.adjuster_name ? { name: claim.adjuster_name, phone: claim.adjuster_phone ?? '', email: claim.adjuster_email ?? '' } : null,
    adjuster_assigned_at: iso(claim.adjuster_assigned_at),
    closed_at: iso(claim.closed_at),
    outcome: claim.outcome,
    notes: (claim.notes ?? []).filter((note) => note.visible_to_customer).map((note) => ({ id: note.id, body: note.body, created_at: note.created_at.toISOString() })),
    created_at: claim.created_at.toISOString(),
    updated_at: claim.updated_at.toISOString(),
  }
}

const presentAdminNote = (note: AccidentClaimNote) => ({
  id: note.id, body: note.body, created_at: note.created_at.toISOString(), visible_to_customer: note.visible_to_customer, author: person(note.author),
})

const ownerOf = (claim: AccidentClaim) => {
  if (!claim.user) throw new Error(`claim ${claim.id} was loaded without its owner`)
  return { id: claim.user.id, name: personName(claim.user), email: claim.user.email }
}

/** A line of the agents' queue. */
export const presentAdminClaimRow = (claim: AccidentClaim): AdminClaimRowJson => ({
  claim_number: claim.claim_number,
  status: claim.status,
  owner: ownerOf(claim),
  carrier: presentCarrier(claim),
  policy_number: claim.policy_number,
  loss_state: claim.loss_state,
  occurred_at: claim.report.occurred_at,
  submitted_at: iso(claim.submitted_at),
  due_at: iso(claim.due_at),
  filed_at: iso(claim.filed_at),
  closed_at: iso(claim.closed_at),
  outcome: claim.outcome,
  photo_count: claim.photos?.length ?? 0,
})

/** The agent's claim: it must be loaded with its owner. */
export function presentAdminAccidentClaim(claim: AccidentClaim, events: AccidentClaimEvent[]): AdminAccidentClaimJson {
  return {
    ...presentAccidentClaim(claim),
    owner: ownerOf(claim),
    loss_state: claim.loss_state,
    // A deleted account's kept policy is read only through the kept-record read.
    policy: claim.insurance_policy && !claim.insurance_policy.restricted_at ? presentInsurancePolicy(claim.insurance_policy) : null,
    notes: (claim.notes ?? []).map(presentAdminNote),
    events: events.map((event) => ({ action: event.action, detail: event.detail, actor: person(event.actor), created_at: event.created_at.toISOString() })),
  }
}
