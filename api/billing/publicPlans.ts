import type { AppContext } from '../context.ts'
import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import { presentSubscriptionPlan } from './presenters/subscriptionPlan.ts'
import { MAX_PLAN_VARIATIONS, PUBLIC_PLAN_LIMIT } from '../../shared/schemas/subscriptionPlans.ts'
import type { SubscriptionPlanJson } from '../../shared/schemas/subscriptions.ts'

interface PlanList {
  data: SubscriptionPlanJson[]
}

interface Cached {
  version: string
  body: PlanList
}

/** One list per app (so per database): tests run several apps in one process. */
const cache = new WeakMap<AppContext, Cached>()
const loading = new WeakMap<AppContext, { version: string; body: Promise<PlanList> }>()

/**
 * How long a read of the catalog stamp answers for this process. Another worker's write is served
 * here at most this much later (browsers and CDNs keep the list for a minute anyway), while the list
 * stays a memory read under load: a few stamp reads a second, not one per request.
 */
export const PLAN_STAMP_FRESH_MS = 250

interface StampRead {
  version: Promise<string>
  startedAt: number
  /** The version once the read has answered. */
  settled?: string
}

const stamps = new WeakMap<AppContext, StampRead>()

/**
 * The stamp every plan or variation write bumps in its own transaction (migration
 * 20261125090000_plan_catalog_version): a primary-key read, far cheaper than the list itself.
 */
async function catalogVersion(app: AppContext): Promise<string> {
  const row: { version: string | number } | undefined = await app.knex('plan_catalog_version').where({ id: 1 }).first('version')
  return String(row?.version ?? 0)
}

/** The stamp as read at most PLAN_STAMP_FRESH_MS ago; concurrent callers share one read. */
function currentVersion(app: AppContext): Promise<string> {
  const known = stamps.get(app)
  const now = performance.now()
  if (known && now - known.startedAt < PLAN_STAMP_FRESH_MS) return known.version
  const version = catalogVersion(app)
  const read: StampRead = { version, startedAt: now }
  stamps.set(app, read)
  version.then(
    (settled) => {
      read.settled = settled
    },
    // A failed read is not remembered: the next request asks the database again.
    () => {
      if (stamps.get(app) === read) stamps.delete(app)
    },
  )
  return version
}

/** The list, when a stamp read of the last PLAN_STAMP_FRESH_MS has shown it current; no I/O. */
export function knownPublicPlans(app: AppContext): PlanList | undefined {
  const read = stamps.get(app)
  const cached = cache.get(app)
  if (!read || !cached || read.settled !== cached.version) return undefined
  return performance.now() - read.startedAt < PLAN_STAMP_FRESH_MS ? cached.body : undefined
}

/** Called after a plan write commits in this process, so its own next answer shows the change. */
export function planCatalogChanged(app: AppContext): void {
  stamps.delete(app)
}

async function load(app: AppContext): Promise<PlanList> {
  const plans = await SubscriptionPlan.query(app.knex)
    .where({ active: true })
    .withGraphFetched('variations(active)')
    .modifiers({ active: (q) => q.where({ active: true }) })
    .orderBy('id')
    .limit(PUBLIC_PLAN_LIMIT)
  // Rows written before the variation cap existed are cut to it.
  return { data: plans.map(presentSubscriptionPlan).map((plan) => ({ ...plan, variations: plan.variations.slice(0, MAX_PLAN_VARIATIONS) })) }
}

/**
 * The active plans with their active variations. The list is read again only when the catalog stamp
 * moved, whichever process wrote (concurrent callers share that read). The same object is answered while the stamp stays, so the router serialises and tags it once.
 */
export async function publicPlans(app: AppContext): Promise<PlanList> {
  const version = await currentVersion(app)
  const cached = cache.get(app)
  if (cached?.version === version) return cached.body
  const inFlight = loading.get(app)
  if (inFlight?.version === version) return await inFlight.body
  // Read after the stamp, so the list is at least as new as the version it is stored under.
  const body = load(app)
  loading.set(app, { version, body })
  try {
    const loaded = await body
    cache.set(app, { version, body: loaded })
    return loaded
  } finally {
    if (loading.get(app)?.body === body) loading.delete(app)
  }
}
