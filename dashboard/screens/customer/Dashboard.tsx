import { Link } from 'wouter'
import FileText from 'lucide-react/icons/file-text'
import { useMe } from '../../hooks/useMe.ts'
import { useInsuranceRequests } from '../../hooks/useInsuranceRequests.ts'
import { displayName } from '../../lib/displayName.ts'
import { IN_PROGRESS_STATUSES } from '../../lib/requests.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { RequestCard, RequestCardSkeleton } from '../../components/requests/RequestCard.tsx'
import { PlanSummary } from './PlanSummary.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'

const RECENT_COUNT = 3
const buttonClass = 'inline-flex items-center justify-center rounded-md px-4 py-2 font-medium'

/** The number of requests, or why it is not known yet. */
type RequestCount = number | 'loading' | 'failed'

function Hero({ name, requestCount, inProgress }: { name: string; requestCount: RequestCount; inProgress: number }) {
  // The greeting depends on whether there are requests: until that is known, the returning customer's
  // greeting stands in with its words hidden, so a new customer never sees 'Welcome back' flash first,
  // and it wraps as the greeting will, so the sections below keep their place on a phone too.
  if (requestCount === 'loading') {
    const bar = 'animate-pulse rounded bg-white/20 text-transparent motion-reduce:animate-none'
    return (
      <section aria-busy="true" aria-label="Loading your dashboard" className="rounded-xl bg-brand-700 p-8">
        <div aria-hidden="true" className="select-none">
          <p className="text-3xl font-bold"><span className={bar}>Welcome back, {name}!</span></p>
          <p className="mt-2"><span className={bar}>You have 0 requests in progress.</span></p>
          <div className="mt-6 flex flex-wrap gap-3">
            <span className={`${buttonClass} ${bar}`}>Get a New Quote</span>
            <span className={`${buttonClass} ${bar}`}>View All Requests</span>
          </div>
        </div>
      </section>
    )
  }
  // Without the list (its error is explained below) the greeting makes no claim about requests.
  if (requestCount === 'failed') {
    return (
      <section className="rounded-xl bg-brand-700 p-8 text-white">
        <h1 className="text-3xl font-bold">Welcome, {name}!</h1>
        <a href="/select-insurance-type" className={`${buttonClass} mt-6 bg-white text-brand-700 hover:bg-brand-50`}>
          Get a New Quote
        </a>
      </section>
    )
  }
  if (requestCount === 0) {
    return (
      <section className="rounded-xl bg-brand-700 p-8 text-white">
        <h1 className="text-3xl font-bold">Welcome, {name}!</h1>
        <p className="mt-2 text-brand-50">Let&apos;s find you the right coverage. Request your first quote and get options within 24 hours.</p>
        <a href="/select-insurance-type" className={`${buttonClass} mt-6 bg-white text-brand-700 hover:bg-brand-50`}>
          Get Started
        </a>
      </section>
    )
  }
  return (
    <section className="rounded-xl bg-brand-700 p-8 text-white">
      <h1 className="text-3xl font-bold">Welcome back, {name}!</h1>
      <p className="mt-2 text-brand-50">
        You have {inProgress} {inProgress === 1 ? 'request' : 'requests'} in progress.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/select-insurance-type" className={`${buttonClass} bg-white text-brand-700 hover:bg-brand-50`}>
          Get a New Quote
        </a>
        <Link href="/dashboard/requests" className={`${buttonClass} ring-1 ring-inset ring-white hover:bg-brand-900`}>
          View All Requests
        </Link>
      </div>
    </section>
  )
}

/** The customer's home (spec §2 Dashboard): greeting, in-progress count and the 3 newest requests. */
export function Dashboard() {
  useDocumentTitle('Dashboard')
  const { me } = useMe()
  const { requests, total, error, isLoading } = useInsuranceRequests()
  const inProgress = requests?.filter((request) => IN_PROGRESS_STATUSES.includes(request.status)).length ?? 0
  const recent = requests?.slice(0, RECENT_COUNT) ?? []

  return (
    <div className="space-y-10">
      <Hero name={displayName(me)} requestCount={requests ? (total ?? requests.length) : error ? 'failed' : 'loading'} inProgress={inProgress} />
      <section aria-labelledby="accident-help" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <div>
          <h2 id="accident-help" className="text-lg font-semibold text-red-900">Had an accident?</h2>
          <p className="text-red-900">Report it from your phone; an agent files the claim with your insurance company within 24 hours.</p>
        </div>
        <Link href="/dashboard/claims/new" className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}>Report an accident</Link>
      </section>
      <PlanSummary />
      <section aria-labelledby="recent-requests" className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id="recent-requests" className="text-xl font-semibold text-slate-900">Your Recent Requests</h2>
          {total !== undefined && total > RECENT_COUNT && (
            <Link href="/dashboard/requests" className="font-medium text-brand-700 hover:underline">
              View All ({total})
            </Link>
          )}
        </div>
        {isLoading && (
          <ul aria-busy="true" aria-label="Loading requests" className="grid gap-4 md:grid-cols-3">
            {Array.from({ length: RECENT_COUNT }, (_, index) => <RequestCardSkeleton key={index} />)}
          </ul>
        )}
        {error && !requests && (
          <ErrorPanel
            title="Error Loading Requests"
            message={
              <>
                <p>Error loading your insurance requests: {errorMessage(error, 'Failed to fetch insurance requests')}</p>
                <p>Please try refreshing the page or contact support if the issue persists.</p>
              </>
            }
          />
        )}
        {requests && requests.length === 0 && (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
            <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">No Insurance Requests Yet</h3>
            <p className="mt-1 text-slate-600">Request a quote and we will gather options from multiple carriers for you.</p>
            <a href="/select-insurance-type" className={`${buttonClass} mt-4 bg-brand-600 text-white hover:bg-brand-700`}>
              Get Your First Quote
            </a>
          </div>
        )}
        {recent.length > 0 && (
          <ul aria-label="Recent requests" className="grid gap-4 md:grid-cols-3">
            {recent.map((request) => <RequestCard key={request.request_number} request={request} />)}
          </ul>
        )}
      </section>
      <section aria-labelledby="your-policies" className="space-y-2">
        <h2 id="your-policies" className="text-xl font-semibold text-slate-900">Your Policies</h2>
        <p className="text-slate-700">Keep every policy in one place, bound here or with any provider, and see where its cover falls short.</p>
        <div className="flex flex-wrap gap-4">
          <Link href="/dashboard/policies" className="font-medium text-brand-700 hover:underline">View My Policies</Link>
          <Link href="/dashboard/policies/new" className="font-medium text-brand-700 hover:underline">Add a policy</Link>
        </div>
      </section>
      <hr className="border-slate-200" />
    </div>
  )
}
