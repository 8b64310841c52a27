import useSWR from 'swr'
import type { DataEnvelope } from '../../shared/contract.ts'
import type { ConsentJson, PreferencesJson } from '../../shared/schemas/account.ts'

/** The signed-in person's e-mail choices (GET /me/preferences). */
export function usePreferences() {
  const { data, error, isLoading, mutate } = useSWR<DataEnvelope<PreferencesJson>>('/me/preferences')
  return { preferences: data?.data, error, isLoading, mutate }
}

/** Every recorded consent change, newest first (GET /me/consents). */
export function useConsents() {
  const { data, error, isLoading, mutate } = useSWR<DataEnvelope<ConsentJson[]>>('/me/consents')
  return { consents: data?.data, error, isLoading, mutate }
}
