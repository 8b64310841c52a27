import { z } from 'zod'
import rawData from '../data/state-minimums.json' with { type: 'json' }
import { isoDay } from '../dates.ts'

/**
 * The 56 jurisdictions the wizard offers and their auto-insurance rules. Limits come from data
 * (shared/data/state-minimums.json, sources in its README); which state-specific checkboxes appear
 * follows the spec's lists (§9). Nothing here branches on a state code: change the data or a list.
 */

// 50 states alphabetically by name, then DC and the five inhabited territories. The spec's '52'
// miscounts its own list; ISO's 57th subdivision (UM, Minor Outlying Islands) has no insurance mandate.
export const STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'AS', 'GU', 'MP', 'PR', 'VI',
] as const
export type StateCode = (typeof STATE_CODES)[number]

export const isStateCode = (value: unknown): value is StateCode =>
  typeof value === 'string' && STATE_CODES.some((code) => code === value)

/** Per-person / per-accident bodily injury and property damage, in thousands of dollars. */
export interface LiabilityLimit {
  perPerson: number
  perAccident: number
  propertyDamage: number
}

/** A limit and the day it took effect (null: in force since before our records). */
interface DatedLimit extends LiabilityLimit {
  effectiveFrom: string | null
}

/** 'offered' shows the checkbox; 'recommended' also says the spec recommends it there. */
type OptionalCover = 'none' | 'offered' | 'recommended'

export interface StateRules {
  code: StateCode
  name: string
  /** Ascending by effectiveFrom; use liabilityMinimumOn() to read the one in force on a day. */
  liability: DatedLimit[]
  /** False where the law asks for no bodily-injury cover at all (FL, PR). */
  bodilyInjuryRequired: boolean
  /** False where the figures are the data's unverified UI placeholder (AS, MP, GU). */
  verified: boolean
  /** Minimum PIP in dollars where the wizard requires PIP; null elsewhere. */
  pipMinimum: number | null
  umUim: OptionalCover
  medPay: OptionalCover
  /** The IANA zone most of its people live in: the customer's times are written in it. */
  timeZone: string
}

const nullableNumber = z.number().nullable()
const Entry = z.object({
  name: z.string(),
  bodilyInjuryPerPerson: nullableNumber,
  bodilyInjuryPerAccident: nullableNumber,
  propertyDamage: nullableNumber,
  pip: nullableNumber,
  recentChange: z.object({ from: z.string(), effective: z.string(), next: z.string().optional() }).optional(),
  uiPlaceholder: z
    .object({ bodilyInjuryPerPerson: nullableNumber.optional(), bodilyInjuryPerAccident: nullableNumber.optional(), propertyDamage: nullableNumber.optional() })
    .optional(),
})
const data = z.record(z.string(), z.unknown()).parse(rawData)

// Spec §9: the states where the wizard asks for PIP. The data also marks PIP compulsory in DE, OR and
// (waivable) MD; the spec's list leaves them out and the product follows the spec for which fields show.
const PIP_STATES: readonly StateCode[] = ['FL', 'HI', 'KS', 'KY', 'MA', 'MI', 'MN', 'NJ', 'NY', 'ND', 'PA', 'UT', 'PR']
// Spec §9 PIP minimums, used only where the data has no figure. The data is current law and wins:
// MI is $250,000 (the spec's $50,000 is the Medicaid-only choice). PR has no private PIP (bodily injury
// goes through the government ACAA fund); the spec's $4,000 is kept so PR's PIP choice still has a floor.
const SPEC_PIP_MINIMUMS: Partial<Record<StateCode, number>> = { PR: 4000 }

// Spec §9 lists. They mix 'must be offered' with 'required'; the product offers the checkbox there.
const UM_UIM_STATES: readonly StateCode[] = ['FL', 'TX', 'CA', 'NY', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA']
const UM_UIM_RECOMMENDED: readonly StateCode[] = ['FL', 'TX']
const MED_PAY_STATES: readonly StateCode[] = ['TX', 'CA', 'FL', 'CO', 'VA', 'OH', 'OK', 'NE', 'WI', 'MO', 'AR', 'SC']
const MED_PAY_RECOMMENDED: readonly StateCode[] = ['TX']

// Where a state spans zones, the one most of its people live in (and its capital's, but for TN's Nashville and Memphis).
const TIME_ZONES: Record<StateCode, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York',
  HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis', IA: 'America/Chicago',
  KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York', MD: 'America/New_York',
  MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago', MO: 'America/Chicago',
  MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York', NJ: 'America/New_York',
  NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago', OH: 'America/New_York',
  OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York', SC: 'America/New_York',
  SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver', VT: 'America/New_York',
  VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver',
  DC: 'America/New_York', AS: 'Pacific/Pago_Pago', GU: 'Pacific/Guam', MP: 'Pacific/Saipan', PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
}

const cover = (code: StateCode, listed: readonly StateCode[], recommended: readonly StateCode[]): OptionalCover =>
  recommended.includes(code) ? 'recommended' : listed.includes(code) ? 'offered' : 'none'

/** 'a/b/c' in thousands, the first one in a text such as '25/50/25 (2023-2025); 15/30/5 before 2023'. */
function parseTriple(value: string): LiabilityLimit | null {
  const match = /(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/.exec(value)
  if (!match) return null
  return { perPerson: Number(match[1]), perAccident: Number(match[2]), propertyDamage: Number(match[3]) }
}

function datedLimits(entry: z.infer<typeof Entry>): DatedLimit[] {
  // AS and MP have no verified figures and GU no property-damage minimum: the data's uiPlaceholder
  // (10/20/10, an assumption mirroring the USVI) stands in until their commissioners confirm the law.
  const placeholder = entry.uiPlaceholder ?? {}
  const current: LiabilityLimit = {
    perPerson: entry.bodilyInjuryPerPerson ?? placeholder.bodilyInjuryPerPerson ?? 0,
    perAccident: entry.bodilyInjuryPerAccident ?? placeholder.bodilyInjuryPerAccident ?? 0,
    propertyDamage: entry.propertyDamage ?? placeholder.propertyDamage ?? 0,
  }
  const change = entry.recentChange
  if (!change) return [{ ...current, effectiveFrom: null }]
  const limits: DatedLimit[] = []
  const previous = parseTriple(change.from)
  if (previous) limits.push({ ...previous, effectiveFrom: null })
  limits.push({ ...current, effectiveFrom: change.effective })
  // A scheduled change ('50/100/25 scheduled for 2035') takes effect on 1 January of its year.
  const next = change.next ? parseTriple(change.next) : null
  const year = change.next ? /\b(20\d\d)\b/.exec(change.next)?.[1] : undefined
  if (next && year) limits.push({ ...next, effectiveFrom: `${year}-01-01` })
  return limits
}

function buildRules(code: StateCode): StateRules {
  const entry = Entry.parse(data[code])
  const pip = PIP_STATES.includes(code) ? (entry.pip ?? SPEC_PIP_MINIMUMS[code] ?? null) : null
  return {
    code,
    name: entry.name,
    liability: datedLimits(entry),
    bodilyInjuryRequired: entry.bodilyInjuryPerPerson !== 0,
    verified: entry.uiPlaceholder === undefined,
    pipMinimum: pip,
    umUim: cover(code, UM_UIM_STATES, UM_UIM_RECOMMENDED),
    medPay: cover(code, MED_PAY_STATES, MED_PAY_RECOMMENDED),
    timeZone: TIME_ZONES[code],
  }
}

export const STATES: readonly StateRules[] = STATE_CODES.map(buildRules)

export function findState(code: unknown): StateRules | undefined {
  return STATES.find((state) => state.code === code)
}

/** The minimum limit in force on a day (a policy's effective date; today by default). */
export function liabilityMinimumOn(state: StateRules, date: Date = new Date()): LiabilityLimit {
  const day = isoDay(date)
  let inForce = state.liability[0]
  for (const limit of state.liability) {
    if (limit.effectiveFrom === null || limit.effectiveFrom <= day) inForce = limit
  }
  if (!inForce) throw new Error(`No liability limits for ${state.code}`)
  return { perPerson: inForce.perPerson, perAccident: inForce.perAccident, propertyDamage: inForce.propertyDamage }
}

/** The spec's MedPay amounts, in dollars. */
export const MED_PAY_AMOUNTS = [1000, 2500, 5000] as const
