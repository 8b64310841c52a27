import { useEffect, useMemo } from 'react'
import useSWR from 'swr'
import { useStore } from '@nanostores/react'
import { read } from '../kit/api.ts'
import { $session } from '../kit/session.ts'
import { keepAccount, keptAccount } from '../kit/accountCopy.ts'
import { UserJson } from '../../shared/schemas/auth.ts'

const ME_KEY = '/me'

/**
 * The signed-in user (spec §7: GET /me only runs while a token is stored). Until it answers, the
 * account this browser last received for the same person stands in (kit/accountCopy.ts).
 */
export function useMe() {
  const { token } = useStore($session)
  const kept = useMemo(() => (token ? keptAccount() : undefined), [token])
  const { data, error, mutate } = useSWR(token ? ME_KEY : null, (path: string) => read.data(UserJson, path), {
    fallbackData: kept,
  })
  // Every screen's header and guard call this: the copy they start from is not written back by each.
  useEffect(() => {
    if (data && data !== kept) keepAccount(data)
  }, [data, kept])
  return { me: data, error, mutate }
}
