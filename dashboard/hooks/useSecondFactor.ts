import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { SecondFactorJson } from '../../shared/schemas/secondFactor.ts'

/** The account's authenticator app, and whether the admin console needs one first (GET /me/second_factor). */
export function useSecondFactor() {
  const { data, error, mutate } = useSWR('/me/second_factor', fetchAs(dataEnvelope(SecondFactorJson)))
  return { secondFactor: data?.data, error, mutate }
}
