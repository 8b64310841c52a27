import { z } from 'zod'
import { CONTROL_CHARACTER_MESSAGE, SINGLE_LINE_MESSAGE, isCleanLine, isCleanText } from '../rules/text.ts'

/*
 * Typed text is one line unless it is typed in a text area: every text field is built on `line`
 * (no tabs or line breaks: names, subjects, searches, numbers typed in) except the few built on
 * `multiline` (messages, descriptions). Other control characters are refused for every field, here
 * and before any schema runs (api/middlewares/validate.ts). Both trim; add length checks after.
 */
export const line = (message?: string) => z.string(message).trim().refine(isCleanLine, SINGLE_LINE_MESSAGE)

export const multiline = (message?: string) => z.string(message).trim().refine(isCleanText, CONTROL_CHARACTER_MESSAGE)

export const tooLong = (max: number) => `Must be ${max} characters or fewer`

/** Text the user typed on one line: whitespace-only counts as empty. */
export const text = (max = 255) => line().max(max, tooLong(max))

/** An exact amount as the API answers it: '1284.50' (never a float). */
export const moneyJson = z.string().regex(/^\d+\.\d{2}$/)

const DATE_MESSAGE = 'Please enter a date'
/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDate = z
  .string(DATE_MESSAGE)
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DATE_MESSAGE)

const ID_DIGITS = /^\d{1,15}$/

/** Whether an address's segment can name a row: digits only, few enough for a bigint. */
export const isNumericId = (value: string) => ID_DIGITS.test(value)

/** A row's id as a path gives it, answered as a number. */
export const numericId = (message: string) => z.string().regex(ID_DIGITS, message).transform(Number)

/** A form or query value left blank, or only spaces, counts as not given. */
export const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const requiredText = (message: string, max = 255) => line(message).min(1, message).max(max, tooLong(max))

/** Text typed in a text area: line breaks and tabs are part of it, other control characters are not. */
export const requiredMultilineText = (message: string, max = 255) => multiline(message).min(1, message).max(max, tooLong(max))

export const EMAIL_MESSAGE = 'Please enter a valid email address'

export const email = z
  .string(EMAIL_MESSAGE)
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE))
  .transform((value) => value.toLowerCase())

/** Registration also says when the e-mail is missing altogether. */
export const requiredEmail = z
  .string('Email is required')
  .trim()
  .min(1, 'Email is required')
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE))
  .transform((value) => value.toLowerCase())

export const PASSWORD_MIN = 6
const PASSWORD_MAX = 100

/** A new password: the spec's 6-to-100 rule (the common-password check runs on the server). */
export const newPassword = z
  .string('Password must be at least 6 characters')
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX, 'Password must be less than 100 characters')

/** Signing in accepts whatever was set before, within sane bounds. */
export const currentPassword = z
  .string('Password must be at least 6 characters')
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(1000, 'Password must be less than 100 characters')
