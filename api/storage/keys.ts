/** 1 to 8 segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
const MAX_SEGMENTS = 8

export class InvalidStorageKeyError extends Error {}

/**
 * Refuses any key that could leave the storage root or mean different things to disk and S3: no
 * `..`, no leading `/` or `.`, no backslashes, empty segments or characters outside the safe set.
 * A segment never starts with `.`, so the disk store's own `.meta`/`.tmp` folders cannot be named.
 */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`)
  return key
}

/** The same rule as a predicate, for a schema that reads keys from outside (a backup's manifest). */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/')
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment))
}
