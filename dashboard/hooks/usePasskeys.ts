import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { collectionEnvelope } from '../../shared/schemas/envelope.ts'
import { PasskeyJson } from '../../shared/schemas/passkeys.ts'

/** The signed-in person's passkeys (GET /me/passkeys). */
export function usePasskeys() {
  const { data, error, mutate } = useSWR('/me/passkeys', fetchAs(collectionEnvelope(PasskeyJson)))
  return { passkeys: data?.data, error, mutate }
}
