import { z } from 'zod'
import { line, tooLong } from './fields.ts'
import { stored } from './storedForms.ts'
import { isStateCode } from '../constants/states.ts'

/*
 * Field builders of the auto quote request and of its household (drivers, vehicles). They only use
 * continuable checks (refine, min, max), never enums or literals, so a body's cross-field refinement
 * still runs when a field is empty and every message shows at once.
 */

export const REQUIRED = '* required'

/** Optional text; whitespace-only and null both become null. */
export const optionalText = (max: number) =>
  stored(line().max(max, tooLong(max)).nullish().transform((value) => value || null), z.string().nullable(), '')

/** A select: any string in, one of `values` out; a bad value is a continuable issue. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  const options = z.enum(values)
  return stored(z.string(message).trim().refine((value) => values.includes(value), message).pipe(options), options, '')
}

/** Dollars or counts typed as digits ('2500') or sent as an integer; empty becomes null. */
export const digits = (message: string) =>
  stored(
    z
      .union([z.string(), z.number()], message)
      .nullish()
      .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
      .refine((value) => /^\d{0,9}$/.test(value), message)
      .transform((value) => (value === '' ? null : Number(value))),
    z.number().int().nullable(),
    '',
  )

export const flag = stored(z.boolean('Must be true or false').default(false), z.boolean(), false)

export const stateField = z
  .string(REQUIRED)
  .trim()
  .toUpperCase()
  .min(2, REQUIRED)
  .refine((value) => value.length < 2 || isStateCode(value), 'Please choose a state from the list')
