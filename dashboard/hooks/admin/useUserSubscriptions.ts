import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'
import { UserSubscriptionJson, UserSubscriptionListMeta } from '../../../shared/schemas/admin.ts'

function userSubscriptionsKey(search: string, status: string): string {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (status) params.set('status', status)
  const query = params.toString()
  return `/admin/user_subscriptions${query ? `?${query}` : ''}`
}

/** Every user's subscriptions with the summary counts (spec §7 query key adminUserSubscriptions). */
export function useUserSubscriptions(search: string, status: string) {
  const { data, error, isLoading } = useSWR(userSubscriptionsKey(search, status), fetchAs(listEnvelope(UserSubscriptionJson, UserSubscriptionListMeta)), {
    keepPreviousData: true,
    dedupingInterval: 0,
  })
  return { subscriptions: data?.data, meta: data?.meta, error, isLoading }
}
