import { z } from 'zod'
import { line, multiline, tooLong } from './fields.ts'
import { isStateCode } from '../constants/states.ts'
import { normalizeVin, vinProblem } from '../rules/vin.ts'
import { normalizePhone } from '../rules/phone.ts'

/*
 * The first notice of loss (issue #27): the fields of the industry's ACORD 2 auto loss notice. A draft
 * saves whatever is typed so far, so every field may be blank; what a sent report must hold is
 * checked by reportProblems, which the API runs at submit and the form runs before it.
 */

const MAX_PARTIES = 5
const MAX_WITNESSES = 5

const blank = (max: number) => line().max(max, tooLong(max)).default('')
const blankText = (max: number) => multiline().max(max, tooLong(max)).default('')
const yesNo = z.boolean('Please answer yes or no').nullable().default(null)

/** Digits and the usual phone punctuation while typing; a whole number is checked at submit. */
const PHONE_MESSAGE = 'Please enter a phone number such as (555) 123-4567'
const phone = blank(30).refine((value) => /^[\d\s().+-]*$/.test(value), PHONE_MESSAGE)

const PLATE_MESSAGE = 'Please enter the plate as shown: letters, digits, spaces and dashes'
const plate = blank(15).refine((value) => /^[A-Za-z0-9 -]*$/.test(value), PLATE_MESSAGE)

const VIN_MESSAGE = 'A VIN has 17 letters and digits; please check it against your registration'
const vin = z.string(VIN_MESSAGE).transform(normalizeVin).refine((value) => /^[A-Z0-9]{0,17}$/.test(value), VIN_MESSAGE).default('')

const STATE_MESSAGE = 'Please choose a state from the list'
const state = z.string(STATE_MESSAGE).trim().toUpperCase().refine((value) => value === '' || isStateCode(value), STATE_MESSAGE).default('')

const OCCURRED_MESSAGE = 'Please enter the date and time of the accident'
/** The local date and time the customer typed ('2026-11-27T14:05'): where it happened is its time zone. */
const occurredAt = z.string(OCCURRED_MESSAGE).trim()
  .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}:00Z`))), OCCURRED_MESSAGE)
  .default('')

const coordinate = (limit: number) => z.number('Location must be a number').min(-limit, 'Location is out of range').max(limit, 'Location is out of range').nullable().default(null)

const ClaimOtherParty = z.object({
  driver_name: blank(100),
  phone,
  plate,
  insurer: blank(100),
  policy_number: blank(50),
})

const ClaimWitness = z.object({ name: blank(100), phone })

export const ClaimReport = z.object({
  occurred_at: occurredAt,
  location: z.object({
    address: blank(200),
    city: blank(100),
    state,
    latitude: coordinate(90),
    longitude: coordinate(180),
  }).default({ address: '', city: '', state: '', latitude: null, longitude: null }),
  description: blankText(4000),
  police: z.object({ called: yesNo, report_number: blank(50), department: blank(100), citations: blankText(1000) })
    .default({ called: null, report_number: '', department: '', citations: '' }),
  vehicle: z.object({ vin, plate, description: blank(100) }).default({ vin: '', plate: '', description: '' }),
  driver: z.object({ name: blank(100), license_number: blank(30), license_state: state })
    .default({ name: '', license_number: '', license_state: '' }),
  damage: z.object({ description: blankText(2000), drivable: yesNo, inspection_location: blank(200) })
    .default({ description: '', drivable: null, inspection_location: '' }),
  other_parties: z.array(ClaimOtherParty, 'Please list the other parties').max(MAX_PARTIES, `At most ${MAX_PARTIES} other parties`).default([]),
  injuries: z.object({
    count: z.number('Please enter how many people were hurt').int('Please enter a whole number').min(0, 'Please enter a whole number').max(99, 'Please enter a number under 100').nullable().default(null),
    description: blankText(2000),
  }).default({ count: null, description: '' }),
  witnesses: z.array(ClaimWitness, 'Please list the witnesses').max(MAX_WITNESSES, `At most ${MAX_WITNESSES} witnesses`).default([]),
})
export type ClaimReport = z.output<typeof ClaimReport>

/** Lets the clock of the place run a few hours ahead of the server's UTC without calling it the future. */
const FUTURE_SLACK_MS = 15 * 3_600_000

/**
 * What a report must hold before it is sent, by the form's field path: when and where it happened,
 * what happened, and every VIN and phone number typed in whole. Empty when it may be sent.
 */
export function reportProblems(report: ClaimReport, now: Date): Record<string, string> {
  const problems: Record<string, string> = {}
  if (report.occurred_at === '') problems['report.occurred_at'] = OCCURRED_MESSAGE
  else if (Date.parse(`${report.occurred_at}:00Z`) > now.getTime() + FUTURE_SLACK_MS) problems['report.occurred_at'] = 'The accident cannot be in the future'
  const located = report.location.address !== '' || (report.location.latitude !== null && report.location.longitude !== null)
  if (!located) problems['report.location.address'] = 'Please enter where it happened, or use your location'
  if (report.description === '') problems['report.description'] = 'Please say what happened'
  if (report.vehicle.vin !== '' && vinProblem(report.vehicle.vin) !== null) problems['report.vehicle.vin'] = VIN_MESSAGE
  const phones: [string, string][] = [
    ...report.other_parties.map((party, i): [string, string] => [`report.other_parties.${i}.phone`, party.phone]),
    ...report.witnesses.map((witness, i): [string, string] => [`report.witnesses.${i}.phone`, witness.phone]),
  ]
  for (const [path, value] of phones) if (value !== '' && normalizePhone(value) === null) problems[path] = PHONE_MESSAGE
  return problems
}
