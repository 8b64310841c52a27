import { z } from 'zod'
import { line, tooLong } from './fields.ts'
import { choice, digits, optionalText, REQUIRED, stateField } from './requestFields.ts'
import { isListedModel, VEHICLE_MAKES } from '../constants/vehicleMakes.ts'
import { normalizeVin, vinManufacturer, vinModelYear, vinProblem } from '../rules/vin.ts'

/*
 * The household of an auto request (issue #33): who drives and what they drive. Both lists are
 * optional additions to the spec's body, so its single-vehicle payload keeps working unchanged.
 */

export const MAX_DRIVERS = 6
export const MAX_HOUSEHOLD_VEHICLES = 5
export const MAX_INCIDENTS = 10
/** Incidents are asked for the last five years, as carriers' applications do. */
export const INCIDENT_MONTHS = 60

export const RELATIONSHIPS = ['applicant', 'spouse', 'child', 'parent', 'sibling', 'other_relative', 'other'] as const
export const RELATIONSHIP_LABELS = {
  applicant: 'Applicant (you)', spouse: 'Spouse or partner', child: 'Child', parent: 'Parent', sibling: 'Sibling',
  other_relative: 'Other relative', other: 'Other',
} as const

export const INCIDENT_KINDS = ['at_fault_accident', 'not_at_fault_accident', 'speeding', 'dui', 'other_violation', 'claim'] as const
export const INCIDENT_LABELS = {
  at_fault_accident: 'At-fault accident', not_at_fault_accident: 'Not-at-fault accident', speeding: 'Speeding ticket',
  dui: 'DUI', other_violation: 'Other violation', claim: 'Claim',
} as const

export const VEHICLE_USES = ['commute', 'pleasure', 'business'] as const
export const VEHICLE_USE_LABELS = { commute: 'Commute', pleasure: 'Pleasure', business: 'Business' } as const

const MILES_MESSAGE = 'Enter the miles driven a year, up to 200,000'
const MAX_MILES = 200_000

const name = (max: number) => line(REQUIRED).min(1, REQUIRED).max(max, tooLong(max))

const Incident = z.object(
  {
    kind: choice(INCIDENT_KINDS, 'Please choose what happened'),
    month: digits('Please choose a month'),
    year: digits('Please choose a year'),
  },
  REQUIRED,
)

const Driver = z.object(
  {
    first_name: name(100),
    last_name: name(100),
    date_of_birth: z.string(REQUIRED).trim().min(1, REQUIRED).max(10, 'Please enter a date of birth'),
    relationship: choice(RELATIONSHIPS, 'Please choose a relationship'),
    license_state: stateField,
    license_number: optionalText(50),
    years_licensed: digits('Enter the years licensed as a number'),
    incidents_attributes: z
      .array(Incident, 'Incidents must be a list')
      .max(MAX_INCIDENTS, `At most ${MAX_INCIDENTS} incidents per driver`)
      .default([]),
  },
  REQUIRED,
)

const Vehicle = z.object(
  {
    vin: z.string('Please enter a VIN').nullish().transform((value) => normalizeVin(value ?? '')).pipe(z.string().max(40, tooLong(40))),
    year: digits('Please choose a model year'),
    make: optionalText(60),
    model: optionalText(60),
    use: choice(VEHICLE_USES, 'Please choose how the vehicle is used'),
    annual_miles: digits(MILES_MESSAGE),
    main_driver: digits('Please choose who drives it most'),
  },
  REQUIRED,
)

export const householdFields = {
  drivers_attributes: z.array(Driver, 'Drivers must be a list').max(MAX_DRIVERS, `At most ${MAX_DRIVERS} drivers`).default([]),
  vehicles_attributes: z
    .array(Vehicle, 'Vehicles must be a list')
    .max(MAX_HOUSEHOLD_VEHICLES, `At most ${MAX_HOUSEHOLD_VEHICLES} vehicles`)
    .default([]),
}

type DriverValues = z.output<typeof Driver>
type VehicleValues = z.output<typeof Vehicle>
export type DriverInput = z.input<typeof Driver>
export type VehicleInput = z.input<typeof Vehicle>
export type IncidentInput = z.input<typeof Incident>

export const blankDriver = (): DriverInput => ({
  first_name: '', last_name: '', date_of_birth: '', relationship: '', license_state: '', license_number: '',
  years_licensed: '', incidents_attributes: [],
})
export const blankVehicle = (): VehicleInput => ({ vin: '', year: '', make: '', model: '', use: '', annual_miles: '', main_driver: '' })
export const blankIncident = (): IncidentInput => ({ kind: '', month: '', year: '' })

/** What a blank item of each household list looks like, by the list's key: drafts are rebuilt item by item from these. */
export const LIST_ITEMS: Partial<Record<string, () => Record<string, unknown>>> = {
  drivers_attributes: blankDriver,
  vehicles_attributes: blankVehicle,
  incidents_attributes: blankIncident,
}

type AddIssue = (path: (string | number)[], message: string) => void

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whole years between a YYYY-MM-DD birthday and today, or null when the text is not a real date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = DAY.exec(dateOfBirth)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day)
  return today.getFullYear() - year - (hadBirthday ? 0 : 1)
}

/** Months from an incident's month to today's: 0 this month, negative in the future. */
export const monthsAgo = (month: number, year: number, today: Date) => (today.getFullYear() - year) * 12 + (today.getMonth() + 1 - month)

function checkIncidents(driver: DriverValues, today: Date, add: AddIssue) {
  driver.incidents_attributes.forEach((incident, i) => {
    const at = (field: string, message: string) => add(['incidents_attributes', i, field], message)
    if (incident.month === null || incident.month < 1 || incident.month > 12) at('month', 'Please choose a month')
    if (incident.year === null) at('year', 'Please choose a year')
    if (incident.month === null || incident.year === null) return
    const ago = monthsAgo(incident.month, incident.year, today)
    if (ago < 0) at('year', 'An incident cannot be in the future')
    else if (ago >= INCIDENT_MONTHS) at('year', 'Only incidents in the last 5 years are asked for')
  })
}

function checkDriver(driver: DriverValues, index: number, today: Date, add: AddIssue) {
  const age = ageOn(driver.date_of_birth, today)
  if (driver.date_of_birth && age === null) add(['date_of_birth'], 'Please enter a real date of birth')
  else if (age !== null && (age < 14 || age > 110)) add(['date_of_birth'], 'A driver is between 14 and 110 years old')
  const isApplicant = driver.relationship === 'applicant'
  if (index === 0 && driver.relationship && !isApplicant) add(['relationship'], 'The first driver is you, the applicant')
  if (index > 0 && isApplicant) add(['relationship'], 'Only the first driver is the applicant')
  if (driver.years_licensed === null) add(['years_licensed'], REQUIRED)
  else if (age !== null && driver.years_licensed > Math.max(age - 14, 0)) add(['years_licensed'], 'More years licensed than this driver could have had')
  checkIncidents(driver, today, add)
}

function checkVehicle(vehicle: VehicleValues, drivers: number, today: Date, add: AddIssue) {
  if (vehicle.vin) {
    const problem = vinProblem(vehicle.vin)
    if (problem) add(['vin'], problem === 'check_digit' ? 'This VIN is not valid (its check digit does not match)' : 'A VIN has 17 letters and digits (no I, O or Q)')
  } else {
    const latest = today.getFullYear() + 1
    if (vehicle.year === null) add(['year'], 'Enter a VIN, or the year, make and model')
    else if (vehicle.year < 1950 || vehicle.year > latest) add(['year'], `Please choose a model year from 1950 to ${latest}`)
    if (vehicle.make === null) add(['make'], 'Please choose a make')
    else if (!VEHICLE_MAKES.includes(vehicle.make)) add(['make'], 'Please choose a make from the list')
    if (vehicle.model === null) add(['model'], 'Please choose a model')
    else if (vehicle.make && !isListedModel(vehicle.make, vehicle.model)) add(['model'], 'Please choose a model from the list')
  }
  if (vehicle.annual_miles === null) add(['annual_miles'], REQUIRED)
  else if (vehicle.annual_miles > MAX_MILES) add(['annual_miles'], MILES_MESSAGE)
  if (drivers === 0) return
  if (vehicle.main_driver === null) add(['main_driver'], 'Please choose who drives it most')
  else if (vehicle.main_driver < 1 || vehicle.main_driver > drivers) add(['main_driver'], 'Please choose one of the drivers listed')
}

interface Household {
  drivers_attributes: DriverValues[]
  vehicles_attributes: VehicleValues[]
}

/** The household's rules that read the date or another list (ages, the five-year window, the main driver). */
export function checkHousehold(household: Household, today: Date, add: AddIssue) {
  household.drivers_attributes.forEach((driver, i) =>
    checkDriver(driver, i, today, (path, message) => add(['drivers_attributes', i, ...path], message)),
  )
  household.vehicles_attributes.forEach((vehicle, i) =>
    checkVehicle(vehicle, household.drivers_attributes.length, today, (path, message) => add(['vehicles_attributes', i, ...path], message)),
  )
}

const IncidentJson = z.object({ kind: z.enum(INCIDENT_KINDS), month: z.number().int(), year: z.number().int() })

export const DriverJson = z.object({
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  license_state: z.string(),
  license_number: z.string().nullable(),
  years_licensed: z.number().int(),
  incidents: z.array(IncidentJson),
})
export type DriverJson = z.infer<typeof DriverJson>

export const VehicleJson = z.object({
  vin: z.string().nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  use: z.enum(VEHICLE_USES),
  annual_miles: z.number().int(),
  /** 1-based position in the drivers list; null when no drivers were listed. */
  main_driver: z.number().int().nullable(),
})
export type VehicleJson = z.infer<typeof VehicleJson>

/** The checked lists as stored: a VIN fills in its model year and maker (read offline), the rest is kept as given. */
export function storedHousehold(household: Household, today: Date): { drivers: DriverJson[]; vehicles: VehicleJson[] } {
  const drivers = household.drivers_attributes.map(({ incidents_attributes, years_licensed, ...driver }) => ({
    ...driver,
    years_licensed: years_licensed ?? 0,
    incidents: incidents_attributes.map((incident) => ({ kind: incident.kind, month: incident.month ?? 1, year: incident.year ?? 0 })),
  }))
  const vehicles = household.vehicles_attributes.map((vehicle) => ({
    vin: vehicle.vin || null,
    year: vehicle.vin ? vinModelYear(vehicle.vin, today) : vehicle.year,
    make: vehicle.vin ? vinManufacturer(vehicle.vin) : vehicle.make,
    model: vehicle.vin ? null : vehicle.model,
    use: vehicle.use,
    annual_miles: vehicle.annual_miles ?? 0,
    main_driver: drivers.length === 0 ? null : vehicle.main_driver,
  }))
  return { drivers, vehicles }
}
