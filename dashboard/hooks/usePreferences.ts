import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { collectionEnvelope, dataEnvelope } from '../../shared/schemas/envelope.ts'
import { ConsentJson, PreferencesJson } from '../../shared/schemas/account.ts'

/** The signed-in person's e-mail choices (GET /me/preferences). */
export function usePreferences() {
  const { data, error, isLoading, mutate } = useSWR('/me/preferences', fetchAs(dataEnvelope(PreferencesJson)))
  return { preferences: data?.data, error, isLoading, mutate }
}

/** Every recorded consent change, newest first (GET /me/consents). */
export function useConsents() {
  const { data, error, isLoading, mutate } = useSWR('/me/consents', fetchAs(collectionEnvelope(ConsentJson)))
  return { consents: data?.data, error, isLoading, mutate }
}
