import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { collectionEnvelope } from '../../shared/schemas/envelope.ts'
import { PasskeyJson } from '../../shared/schemas/passkeys.ts'

/** The signed-in person's passkeys (GET /me/passkeys); not asked for until `wanted`. */
export function usePasskeys(wanted = true) {
  const { data, error, mutate } = useSWR(wanted ? '/me/passkeys' : null, fetchAs(collectionEnvelope(PasskeyJson)))
  return { passkeys: data?.data, error, mutate }
}
