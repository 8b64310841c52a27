import { useEffect, useState } from 'react'

/**
 * False for the first render, which must match the static HTML; true once hydrated. Browser-only
 * state (the stored token, sessionStorage) is read through it, or React reports a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
