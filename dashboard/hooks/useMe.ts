import useSWR from 'swr'
import { useStore } from '@nanostores/react'
import { $session } from '../stores/session.ts'
import type { DataEnvelope } from '../../shared/contract.ts'
import type { UserJson } from '../../shared/schemas/auth.ts'

/** The signed-in user (spec §7: GET /me only runs while a token is stored). */
export function useMe() {
  const { token } = useStore($session)
  const { data, error, isLoading, mutate } = useSWR<DataEnvelope<UserJson>>(token ? '/me' : null)
  return { me: data?.data, error, isLoading: isLoading || (token !== null && !data && !error), mutate }
}
