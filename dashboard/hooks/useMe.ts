import useSWR from 'swr'
import { useStore } from '@nanostores/react'
import { read } from '../kit/api.ts'
import { $session } from '../kit/session.ts'
import { UserJson } from '../../shared/schemas/auth.ts'

const ME_KEY = '/me'

/** The signed-in user (spec §7: GET /me only runs while a token is stored). */
export function useMe() {
  const { token } = useStore($session)
  const { data, error, isLoading, mutate } = useSWR(token ? ME_KEY : null, (path: string) => read.data(UserJson, path))
  return { me: data, error, isLoading: isLoading || (token !== null && !data && !error), mutate }
}
