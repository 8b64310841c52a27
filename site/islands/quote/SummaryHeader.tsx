import PartyPopper from 'lucide-react/icons/party-popper'
import type { RequestStatus } from '@shared/constants/requests.ts'

const WHATS_NEXT = [
  'Our insurance specialists review your information.',
  'We gather multiple quotes from top-rated insurers for you.',
  'You receive your personalized options within 24 hours.',
  'You compare the quotes and choose the coverage that suits you best.',
]

/**
 * The heading says where the request stands: spec §2's "Quote Request Submitted!" and its next steps
 * only while options are still being gathered; later the page is revisited from the dashboard.
 */
const LATER: Partial<Record<RequestStatus, { title: string; lead: string }>> = {
  quoted: { title: 'Your Quote Options', lead: 'Your offers from our insurers are below.' },
  purchased: { title: 'Your Policy Is Bound', lead: 'Your auto insurance policy is in place. Its number and effective date are below.' },
  expired: { title: 'Quote Request Expired', lead: 'This request has expired. Please submit a new request to get an updated quote.' },
  rejected: { title: 'We Could Not Quote This Request', lead: 'Please contact support if you have questions.' },
}

interface SummaryHeaderProps {
  status: RequestStatus
  firstName: string | undefined
}

export function SummaryHeader({ status, firstName }: SummaryHeaderProps) {
  const later = LATER[status]
  return (
    <header className="rounded-xl bg-gradient-to-br from-brand-600 to-brand-900 p-6 text-white sm:p-8">
      <PartyPopper className="size-10" aria-hidden="true" />
      <h1 className="mt-3 text-3xl font-bold">{later ? later.title : 'Quote Request Submitted!'}</h1>
      {later ? (
        <p className="mt-2 text-brand-50">{later.lead}</p>
      ) : (
        <>
          <p className="mt-2 text-brand-50">
            Thank you{firstName ? `, ${firstName}` : ''}! We have received your auto insurance quote request.
          </p>
          <h2 className="mt-6 text-lg font-semibold">What's next?</h2>
          <ol className="mt-2 list-inside list-decimal space-y-1 text-brand-50">
            {WHATS_NEXT.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </header>
  )
}
