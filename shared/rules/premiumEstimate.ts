import { ESTIMATE_DATA, type EstimateData } from '../constants/premiumEstimate.ts'
import { findState } from '../constants/states.ts'
import { ageOn, INCIDENT_LABELS, INCIDENT_MONTHS, monthsAgo, type DriverJson, type VehicleJson } from '../schemas/household.ts'
import { liabilityOptions } from './liabilityOptions.ts'
import { decimal, ONE, plus, rounded, times, type Fraction } from './fractions.ts'
import { driverName, vehicleDescription } from './householdNames.ts'

/*
 * The instant estimate of a request (issue #33): the state's average premium for the coverage asked,
 * per vehicle, moved by published factors only. Arithmetic is exact (fractions of integers) and rounds
 * once, to whole dollars, at the end. What has no published figure is listed as not priced, never guessed.
 */

interface Sized {
  likely: Fraction
  low: Fraction
  high: Fraction
}

export interface EstimateLine {
  label: string
  /** '+52 %', '−13 %', or '±0 %'. */
  effect: string
  source: string
}

interface VehicleEstimate {
  label: string
  lines: EstimateLine[]
}

interface DollarRange {
  low: number
  high: number
}

interface LikelyRange extends DollarRange {
  likely: number
}

export interface PremiumEstimate {
  stateName: string
  coverage: 'full_coverage' | 'liability_only'
  /** The state's average a year per vehicle, two decimals, as NAIC publishes it. */
  baseAnnual: string
  baseSource: string
  household: EstimateLine[]
  vehicles: VehicleEstimate[]
  notPriced: string[]
  annual: LikelyRange
  sixMonths: DollarRange
  monthly: LikelyRange
  /** How far below and above the middle company the range reaches: '−21 %', '+27 %'. */
  companySpread: [string, string]
  rangeSource: string
  factorMethod: string
}

export interface EstimateInput {
  state: string
  coverage_type: 'full_coverage' | 'liability_only'
  minimum_liability_limits: string
  deductible: number | null
  discounts: string[]
  drivers: DriverJson[]
  vehicles: VehicleJson[]
  /** The day the request was sent: ages and the five-year window count from it. */
  on: Date
}

const sized = (entry: { factor: string; low: string; high: string }): Sized => ({
  likely: decimal(entry.factor),
  low: decimal(entry.low),
  high: decimal(entry.high),
})

/** A factor's effect in whole percent, rounded half up: 1.52 → '+52 %', 0.87 → '−13 %'. */
function effectOf(factor: Fraction): string {
  const difference = factor.num - factor.den
  const magnitude = rounded({ num: (difference < 0n ? -difference : difference) * 100n, den: factor.den })
  if (magnitude === 0) return '±0 %'
  return `${difference > 0n ? '+' : '−'}${magnitude} %`
}

const vehicleName = (vehicle: VehicleJson, index: number) => {
  const description = vehicleDescription(vehicle)
  return `Vehicle ${index + 1}${description ? ` (${description})` : ''}`
}

interface Priced {
  lines: EstimateLine[]
  factor: Sized
}

function withFactor(priced: Priced, label: string, factor: Sized, source: string): Priced {
  return {
    lines: [...priced.lines, { label, effect: effectOf(factor.likely), source }],
    factor: { likely: times(priced.factor.likely, factor.likely), low: times(priced.factor.low, factor.low), high: times(priced.factor.high, factor.high) },
  }
}

function driverFactors(driver: DriverJson, input: EstimateInput, data: EstimateData, notPriced: string[]): Priced {
  let priced: Priced = { lines: [], factor: { likely: ONE, low: ONE, high: ONE } }
  const name = driverName(driver)
  const age = ageOn(driver.date_of_birth, input.on)
  const band = age === null ? undefined : data.factors.driverAge.find((entry) => age >= entry.minAge && age <= entry.maxAge)
  if (age !== null && band) priced = withFactor(priced, `Main driver ${name}, age ${age}`, sized(band), band.source)
  else if (age !== null) notPriced.push(`${name}'s age (${age}): no published figure for this age band`)
  const recent = driver.incidents.filter((incident) => {
    const ago = monthsAgo(incident.month, incident.year, input.on)
    return ago >= 0 && ago < INCIDENT_MONTHS
  })
  recent.forEach((incident, i) => {
    const label = `${INCIDENT_LABELS[incident.kind]} in ${incident.year} (${name})`
    const first = incident.kind === 'at_fault_accident' && !recent.slice(0, i).some((earlier) => earlier.kind === 'at_fault_accident')
    if (first) priced = withFactor(priced, label, sized(data.factors.atFaultAccident), data.factors.atFaultAccident.source)
    else notPriced.push(`${label}: no published figure`)
  })
  return priced
}

function vehicleFactors(vehicle: VehicleJson, index: number, input: EstimateInput, data: EstimateData, notPriced: string[]): VehicleEstimate & { factor: Sized } {
  const driver = input.drivers[(vehicle.main_driver ?? 1) - 1]
  let priced: Priced = driver ? driverFactors(driver, input, data, notPriced) : { lines: [], factor: { likely: ONE, low: ONE, high: ONE } }
  const mileage = data.factors.lowMileage
  if (vehicle.annual_miles > 0 && vehicle.annual_miles < mileage.underMiles) {
    priced = withFactor(priced, `Under ${mileage.underMiles.toLocaleString('en-US')} miles a year`, sized(mileage), mileage.source)
  }
  if (priced.lines.length === 0) priced.lines.push({ label: 'The state average, as is', effect: '±0 %', source: 'No published factor applies to this vehicle.' })
  return { label: vehicleName(vehicle, index), lines: priced.lines, factor: priced.factor }
}

/** The vehicles priced: the listed ones, or the request's one VIN vehicle. */
function vehiclesOf(input: EstimateInput): VehicleJson[] {
  if (input.vehicles.length > 0) return input.vehicles
  return [{ vin: null, year: null, make: null, model: null, use: 'commute', annual_miles: 0, main_driver: input.drivers.length > 0 ? 1 : null }]
}

function householdLines(input: EstimateInput, base: { full: Fraction; liability: Fraction }, data: EstimateData): { lines: EstimateLine[]; factor: Sized } {
  const { trend } = data
  const growth = { num: decimal(trend.to.value).num * decimal(trend.from.value).den, den: decimal(trend.to.value).den * decimal(trend.from.value).num }
  const lines: EstimateLine[] = [{
    label: `${trend.label} (${trend.from.period} to ${trend.to.period})`,
    effect: effectOf(growth),
    source: `${trend.publisher}, ${trend.series}: ${trend.from.value} to ${trend.to.value}. ${trend.url}`,
  }]
  let factor: Sized = { likely: growth, low: growth, high: growth }
  const minimum = liabilityOptions(input.state, input.on).find((option) => option.isStateMinimum)
  if (minimum?.value === input.minimum_liability_limits) {
    const limits = sized(data.factors.stateMinimumLimits)
    // The limits move only the liability part of a full-coverage premium.
    const own = input.coverage_type === 'full_coverage' ? base.full : base.liability
    const part = (f: Fraction) => {
      const liabilityPart = times(base.liability, f)
      const rest = plus(own, { num: -base.liability.num, den: base.liability.den })
      const total = plus(rest, liabilityPart)
      return { num: total.num * own.den, den: total.den * own.num }
    }
    const moved: Sized = { likely: part(limits.likely), low: part(limits.low), high: part(limits.high) }
    lines.push({ label: 'State-minimum liability limits', effect: effectOf(moved.likely), source: data.factors.stateMinimumLimits.source })
    factor = { likely: times(factor.likely, moved.likely), low: times(factor.low, moved.low), high: times(factor.high, moved.high) }
  }
  return { lines, factor }
}

function unpricedAnswers(input: EstimateInput, notPriced: string[]) {
  if (input.coverage_type === 'full_coverage' && input.deductible !== null) notPriced.push(`Your $${input.deductible.toLocaleString('en-US')} deductible: no published figure`)
  if (input.discounts.length > 0) notPriced.push(`Discounts claimed (${input.discounts.join(', ')}): no published figure`)
  if (input.vehicles.some((vehicle) => vehicle.make !== null)) notPriced.push('Each vehicle\'s make and model: no published figure used')
  input.drivers.forEach((driver, i) => {
    const drivesOne = vehiclesOf(input).some((vehicle) => (vehicle.main_driver ?? 1) === i + 1)
    if (!drivesOne) notPriced.push(`${driverName(driver)} is the main driver of no vehicle: their age and record are not priced`)
  })
}

/** The estimate for a request, or null where NAIC publishes no state average (the territories). */
export function estimatePremium(input: EstimateInput, data: EstimateData = ESTIMATE_DATA): PremiumEstimate | null {
  const averages = data.baseline.states[input.state]
  const state = findState(input.state)
  if (!averages || !state) return null
  const base = { full: decimal(averages.fullCoverage), liability: decimal(averages.liabilityOnly) }
  const own = input.coverage_type === 'full_coverage' ? base.full : base.liability
  const notPriced: string[] = []
  const household = householdLines(input, base, data)
  const vehicles = vehiclesOf(input).map((vehicle, i) => vehicleFactors(vehicle, i, input, data, notPriced))
  unpricedAnswers(input, notPriced)
  const spread = { low: decimal(data.companySpread.low), high: decimal(data.companySpread.high) }
  const sum = (pick: (factor: Sized) => Fraction, edge: Fraction) =>
    vehicles.reduce<Fraction>((total, vehicle) => plus(total, times(times(own, times(pick(household.factor), pick(vehicle.factor))), edge)), { num: 0n, den: 1n })
  const likely = sum((f) => f.likely, ONE)
  const low = sum((f) => f.low, spread.low)
  const high = sum((f) => f.high, spread.high)
  const per = (value: Fraction, parts: bigint) => rounded({ num: value.num, den: value.den * parts })
  const table = input.coverage_type === 'full_coverage' ? data.baseline.tables.fullCoverage : data.baseline.tables.liabilityOnly
  return {
    stateName: state.name,
    coverage: input.coverage_type,
    baseAnnual: input.coverage_type === 'full_coverage' ? averages.fullCoverage : averages.liabilityOnly,
    baseSource: `${data.baseline.publisher}, ${data.baseline.edition} (${data.baseline.published}), ${table}. ${data.baseline.url}`,
    household: household.lines,
    vehicles: vehicles.map(({ label, lines }) => ({ label, lines })),
    notPriced: [...new Set(notPriced)],
    annual: { low: rounded(low), likely: rounded(likely), high: rounded(high) },
    sixMonths: { low: per(low, 2n), high: per(high, 2n) },
    monthly: { low: per(low, 12n), likely: per(likely, 12n), high: per(high, 12n) },
    companySpread: [effectOf(spread.low), effectOf(spread.high)],
    rangeSource: data.companySpread.source,
    factorMethod: data.factorMethod,
  }
}
