import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../api.ts'

/**
 * Puts a failed request's per-field messages on the form's inputs. The API keys `fields` by the
 * body's field names, which are the form's names; an admin form's body wraps them in an envelope
 * (`carrier.name`), whose `prefix` is dropped. `names` lists the form's fields, or tells them apart.
 * The first message placed takes the focus. Returns how many landed.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[] | ((key: string) => key is Path<T>),
  options: { prefix?: string } = {},
): number {
  if (!(error instanceof ApiError)) return 0
  const isName = typeof names === 'function' ? names : (key: string): key is Path<T> => names.some((candidate) => candidate === key)
  const { prefix } = options
  let placed = 0
  for (const [key, message] of Object.entries(error.fields)) {
    const name = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key
    if (!isName(name)) continue
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 })
    placed += 1
  }
  return placed
}

/** The message to show for a failed request: the server's, else the fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
