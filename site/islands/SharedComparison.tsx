import { useEffect, useState } from 'react'
import { read } from '@dashboard/kit/api.ts'
import { errorMessage } from '@dashboard/kit/ui/serverErrors.ts'
import { ComparisonTable } from '@dashboard/components/offers/ComparisonTable.tsx'
import { longDate } from '@shared/dates.ts'
import { SharedComparisonJson } from '@shared/schemas/comparisonShares.ts'

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; comparison: SharedComparisonJson }

const GONE = 'This shared comparison has expired or was revoked. Ask for a new link.'

/** /shared-comparison#token: a household member's read-only view of someone's offers (issue #33). */
export default function SharedComparison() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })

  useEffect(() => {
    const token = window.location.hash.slice(1)
    if (!token) {
      setLoaded({ state: 'failed', message: GONE })
      return
    }
    read
      .data(SharedComparisonJson, `/shared_comparisons/${encodeURIComponent(token)}`)
      .then((comparison) => setLoaded({ state: 'loaded', comparison }))
      .catch((error: unknown) => setLoaded({ state: 'failed', message: errorMessage(error, GONE) }))
  }, [])

  if (loaded.state === 'loading') return <p aria-busy="true" className="text-slate-700">Loading the shared comparison…</p>
  if (loaded.state === 'failed') {
    return (
      <section role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Link not working</h1>
        <p className="mt-2 text-slate-700">{loaded.message}</p>
      </section>
    )
  }
  const { comparison } = loaded
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{`${comparison.first_name}'s auto insurance offers`}</h1>
        <p className="text-slate-700">{`Shared with you read-only. This link works until ${longDate(comparison.expires_at)}.`}</p>
      </header>
      {comparison.offers.length === 0 ? (
        <p className="text-slate-700">No offers yet. They appear here as soon as GetQuote&apos;s specialists have them.</p>
      ) : (
        <ComparisonTable
          offers={comparison.offers}
          asked={comparison.asked}
          state={comparison.state}
          estimate={comparison.estimate && { low: comparison.estimate.monthly_low, likely: comparison.estimate.monthly_likely, high: comparison.estimate.monthly_high }}
          day={comparison.estimate ? new Date(comparison.estimate.estimated_on) : new Date()}
          caption="The offers side by side"
        />
      )}
    </div>
  )
}
