import type { z } from 'zod'
import { validationFailed } from './errors.ts'
import { findUncleanText } from './security/inputGuards.ts'
import { CONTROL_CHARACTER_MESSAGE } from '../shared/rules/text.ts'

/** Turns zod issues into one message per dotted path, first issue wins (the form shows one per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    if (!(key in fields)) fields[key] = issue.message
  }
  return fields
}

/**
 * Parses params, query or body with the route's schema. Control characters are refused here first,
 * for every field of every route, so none reaches PostgreSQL (which answers NUL with an error).
 */
export function parseInput<T>(schema: z.ZodType | undefined, value: unknown): T {
  const unclean = schema ? findUncleanText(value) : null
  if (unclean !== null) throw validationFailed({ [unclean || '_']: CONTROL_CHARACTER_MESSAGE })
  const result = schema ? schema.safeParse(value ?? {}) : { success: true as const, data: {} }
  if (!result.success) throw validationFailed(fieldErrors(result.error))
  // The route's generic ties T to this schema's output; TypeScript cannot follow a conditional type here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  return result.data as T
}
