import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useAgency } from '../../../hooks/useAgency.ts'
import { licenceProblem, licenceStanding } from '../../../../shared/rules/licences.ts'
import type { RequestStatus } from '../../../../shared/constants/requests.ts'

interface LicenceWarningProps {
  state: string
  status: RequestStatus
  /** 'short' for a queue row, 'full' (the sentence the bind refusal uses) on the request's page. */
  size: 'short' | 'full'
}

// Only a request that may still be bound is at risk; a purchased or rejected one is past it.
const AT_RISK: ReadonlySet<RequestStatus> = new Set(['pending', 'processing', 'quoted'])

/** Warns the agent that the agency's licence in the applicant's state is missing or expired. */
export function LicenceWarning({ state, status, size }: LicenceWarningProps) {
  const { agency } = useAgency()
  if (agency === undefined || !AT_RISK.has(status)) return null
  const licences = agency?.licences ?? []
  const today = new Date()
  const standing = licenceStanding(licences, state, today)
  if (standing === 'in_force') return null
  if (size === 'short') {
    return (
      <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
        <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
        {standing === 'expired' ? `Licence expired (${state})` : `No licence (${state})`}
      </span>
    )
  }
  return (
    <div role="status" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="h-5 w-5 flex-none" />
      <p>{licenceProblem(licences, state, today)}</p>
    </div>
  )
}
