export const INSURANCE_TYPES = [
  'auto', 'life', 'homeowners', 'commercial', 'generalLiability', 'truck', 'health', 'investment',
] as const
export type InsuranceType = (typeof INSURANCE_TYPES)[number]

export const REQUEST_STATUSES = ['pending', 'processing', 'quoted', 'purchased', 'expired', 'rejected'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** The customer's tracker shows only the first four; rejected and expired are set by an admin. */
export const TRACKED_STATUSES = ['pending', 'processing', 'quoted', 'purchased'] as const
