import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../lib/api.ts'

/**
 * Puts a failed request's per-field messages on the form's inputs. The API keys `fields` by the
 * body's field names, which are the form's names, so no mapping is needed. Returns how many landed.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): number {
  if (!(error instanceof ApiError)) return 0
  let placed = 0
  for (const [key, message] of Object.entries(error.fields)) {
    const name = names.find((candidate) => candidate === key)
    if (!name) continue
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 })
    placed += 1
  }
  return placed
}

/** The message to show for a failed request: the server's, else the fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
