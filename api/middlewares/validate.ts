import type { z } from 'zod'
import { validationFailed } from '../errors.ts'

/** Turns zod issues into one message per dotted path, first issue wins (the form shows one per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    if (!(key in fields)) fields[key] = issue.message
  }
  return fields
}

export function parseInput<T>(schema: z.ZodType | undefined, value: unknown): T {
  const result = schema ? schema.safeParse(value ?? {}) : { success: true as const, data: {} }
  if (!result.success) throw validationFailed(fieldErrors(result.error))
  // The route's generic ties T to this schema's output; TypeScript cannot follow a conditional type here.
  return result.data as T
}
