import { dollars, fromCents, toCents } from './cents.ts'
import { wholeDollars } from './coverageLabels.ts'
import type { OfferCoverages } from '../schemas/offers.ts'
import type { RenewalChangeJson } from '../schemas/policyRenewal.ts'

/** What both a policy's current term and its renewal say: enough to compare them line by line. */
export interface TermTerms {
  term_months: number
  premium: string
  deductible: number | null
  liability_limits: string
  coverages: OfferCoverages
  discounts: string[]
  vehicles: { vin: string; year: number | null; make: string | null; model: string | null }[]
  drivers: { name: string }[]
}

type Line = RenewalChangeJson
type Section = Line['section']

const NONE = 'None'
const INCLUDED = 'Included'
const NOT_INCLUDED = 'Not included'

const signedDollars = (cents: number) => `${cents < 0 ? '−' : '+'}${dollars(fromCents(Math.abs(cents)))}`

/** The change in per mille, rounded half away from zero, written with one decimal ('+18.0%'). */
function signedPercent(fromCents: number, byCents: number): string {
  const perMille = Math.round((Math.abs(byCents) * 1000) / fromCents)
  return `${byCents < 0 ? '−' : '+'}${Math.floor(perMille / 10)}.${perMille % 10}%`
}

/** How far one amount is from another, in dollars and per cent: '+$108.00 (+18.0%)', or 'No change'. */
export function amountDifference(from: string, to: string): string {
  const base = toCents(from)
  const by = toCents(to) - base
  if (by === 0) return 'No change'
  return `${signedDollars(by)}${base > 0 ? ` (${signedPercent(base, by)})` : ''}`
}

function premiumLine(current: TermTerms, renewal: TermTerms): Line {
  const by = toCents(renewal.premium) - toCents(current.premium)
  const base = { section: 'premium' as const, item: `Premium (${renewal.term_months} months)`, current: dollars(current.premium), renewal: dollars(renewal.premium) }
  return { ...base, change: by === 0 ? 'same' : by > 0 ? 'up' : 'down', detail: amountDifference(current.premium, renewal.premium) }
}

/** Numbers compared in order ('100/300/100' part by part): all at least as high is up, all at most is down. */
function compareParts(from: number[], to: number[]): Line['change'] {
  if (from.length !== to.length) return 'changed'
  const higher = to.some((part, index) => part > (from[index] ?? 0))
  const lower = to.some((part, index) => part < (from[index] ?? 0))
  if (higher && lower) return 'changed'
  if (higher) return 'up'
  return lower ? 'down' : 'same'
}

const CHANGE_WORDS: Record<Line['change'], string> = { same: 'No change', up: 'Raised', down: 'Lowered', changed: 'Changed', added: 'Added', dropped: 'Dropped' }

/** A limit or amount that may be absent (not included): added, dropped, raised or lowered. */
function amountLine(section: Section, item: string, from: string | null, to: string | null, label: (value: string) => string): Line {
  const base = { section, item, current: from === null ? NOT_INCLUDED : label(from), renewal: to === null ? NOT_INCLUDED : label(to) }
  const change: Line['change'] = from === null && to === null
    ? 'same'
    : from === null ? 'added' : to === null ? 'dropped' : compareParts(from.split('/').map(Number), to.split('/').map(Number))
  return { ...base, change, detail: CHANGE_WORDS[change] }
}

const thousandsLabel = (value: string) => value.split('/').map((part) => wholeDollars(Number(part) * 1000)).join('/')
const dollarsLabel = (value: string) => wholeDollars(Number(value))
const orNull = (value: number | null) => (value === null ? null : String(value))

function limitLines(current: TermTerms, renewal: TermTerms): Line[] {
  const a = current.coverages
  const b = renewal.coverages
  return [
    amountLine('limits', 'Liability limits', current.liability_limits, renewal.liability_limits, thousandsLabel),
    amountLine('limits', 'Deductible', orNull(current.deductible), orNull(renewal.deductible), dollarsLabel),
    amountLine('limits', 'Uninsured/underinsured motorist', a.um_uim, b.um_uim, thousandsLabel),
    amountLine('limits', 'Personal injury protection', orNull(a.pip), orNull(b.pip), dollarsLabel),
    amountLine('limits', 'Medical payments', orNull(a.med_pay), orNull(b.med_pay), dollarsLabel),
    amountLine('limits', 'Rental car per day', orNull(a.rental), orNull(b.rental), dollarsLabel),
  ]
}

const SWITCHED_COVERAGES = [['comprehensive', 'Comprehensive'], ['collision', 'Collision'], ['roadside', 'Roadside assistance']] as const

function coverageLines(current: TermTerms, renewal: TermTerms): Line[] {
  return SWITCHED_COVERAGES.map(([key, item]) => {
    const from = current.coverages[key]
    const to = renewal.coverages[key]
    const change: Line['change'] = from === to ? 'same' : to ? 'added' : 'dropped'
    return { section: 'coverages', item, current: from ? INCLUDED : NOT_INCLUDED, renewal: to ? INCLUDED : NOT_INCLUDED, change, detail: CHANGE_WORDS[change] }
  })
}

/**
 * Items of a list matched by a key (a discount's name, a vehicle's VIN, a driver's name; case does
 * not matter): kept ones first in the current order, then the renewal's new ones.
 */
function listLines<T>(section: Section, from: T[], to: T[], key: (item: T) => string, label: (item: T) => string, words: { added: string; dropped: string }): Line[] {
  const toKeys = new Set(to.map((item) => key(item).toLowerCase()))
  const fromKeys = new Set(from.map((item) => key(item).toLowerCase()))
  const lines: Line[] = from.map((item) => {
    const kept = toKeys.has(key(item).toLowerCase())
    return { section, item: label(item), current: 'Yes', renewal: kept ? 'Yes' : NONE, change: kept ? 'same' : 'dropped', detail: kept ? 'No change' : words.dropped }
  })
  const added = to.filter((item) => !fromKeys.has(key(item).toLowerCase()))
  return [...lines, ...added.map((item): Line => ({ section, item: label(item), current: NONE, renewal: 'Yes', change: 'added', detail: words.added }))]
}

const vehicleLabel = (vehicle: TermTerms['vehicles'][number]) => {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ')
  return name ? `${name} (VIN ${vehicle.vin})` : `VIN ${vehicle.vin}`
}

/**
 * "What changed": the renewal against the current term, line by line — the premium (amount and
 * percentage), each limit and the deductible, coverages added or dropped, discounts lost or gained,
 * vehicles and drivers. Every line is listed, changed or not, so the page reads as a full comparison.
 */
export function renewalChanges(current: TermTerms, renewal: TermTerms): Line[] {
  return [
    premiumLine(current, renewal),
    ...limitLines(current, renewal),
    ...coverageLines(current, renewal),
    ...listLines('discounts', current.discounts, renewal.discounts, (name) => name, (name) => name, { added: 'Gained', dropped: 'Lost' }),
    ...listLines('vehicles', current.vehicles, renewal.vehicles, (vehicle) => vehicle.vin, vehicleLabel, { added: 'Added', dropped: 'Removed' }),
    ...listLines('drivers', current.drivers, renewal.drivers, (driver) => driver.name.trim(), (driver) => driver.name, { added: 'Added', dropped: 'Removed' }),
  ]
}
