export const INSURANCE_TYPES = [
  'auto', 'life', 'homeowners', 'commercial', 'generalLiability', 'truck', 'health', 'investment',
] as const
export type InsuranceType = (typeof INSURANCE_TYPES)[number]

export const REQUEST_STATUSES = ['pending', 'processing', 'quoted', 'purchased', 'expired', 'rejected'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** Requests still waiting for their options: the 24-hour promise runs, and they count as open. */
export const OPEN_STATUSES: readonly RequestStatus[] = ['pending', 'processing']
export const isOpenStatus = (status: string) => OPEN_STATUSES.some((open) => open === status)

/** The customer's tracker shows only the first four; rejected and expired are set by an admin. */
export const TRACKED_STATUSES = ['pending', 'processing', 'quoted', 'purchased'] as const
