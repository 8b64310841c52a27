import { toast } from '../../../kit/ui/toast.ts'
import { api } from '../../../kit/api.ts'
import { ADMIN_AGENCY_KEY, useAdminAgency, useAgencyChanges } from '../../../hooks/useAgency.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import type { AgencyForm as AgencyFormValues, AgencyFormInput, AgencyJson } from '../../../../shared/schemas/agency.ts'
import { cardClass } from '../parts.tsx'
import { BackLink } from '../../../components/BackLink.tsx'
import { AgencyForm } from './AgencyForm.tsx'
import { AgencyHistory } from './AgencyHistory.tsx'

const EMPTY: AgencyFormInput = { legal_name: '', state_of_domicile: 'CA', principal_place_of_business: '', national_producer_number: '', licences: [] }

const formValues = (agency: AgencyJson): AgencyFormInput => ({
  ...agency,
  licences: agency.licences.map((licence) => ({ ...licence, lines_of_authority: licence.lines_of_authority.join(', ') })),
})

/** /admin/agency: who the agency is and where it is licensed, as the footer, offers and documents show it. */
export function AgencySettings() {
  useDocumentTitle('Agency settings')
  const { agency, error, isLoading, mutate } = useAdminAgency()
  const history = useAgencyChanges()

  const save = async (values: AgencyFormValues) => {
    await api.put(ADMIN_AGENCY_KEY, { agency: values })
    toast.success('Agency settings saved.')
    await Promise.all([mutate(), history.mutate()])
  }

  let body
  if (error) body = <ErrorPanel title="Error Loading Agency Settings" message={errorMessage(error, 'Failed to fetch the agency settings')} />
  else if (isLoading || agency === undefined) body = <Spinner label="Loading agency settings..." />
  else body = <AgencyForm key={agency?.updated_at ?? 'new'} defaultValues={agency ? formValues(agency) : EMPTY} onSubmit={save} />

  return (
    <div className="space-y-6">
      <BackLink href="/admin">Back to Admin Dashboard</BackLink>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Agency settings</h1>
        <p className="text-slate-600">The site footer, the About page, every offer comparison, quote e-mail and document show these details.</p>
        {agency === null && <p className="mt-2 text-sm text-amber-800">Not set up yet: no offer can be bound until the agency has a licence in the applicant’s state.</p>}
      </header>
      <section className={cardClass} aria-label="Agency details">{body}</section>
      <AgencyHistory changes={history.changes} error={history.error} />
    </div>
  )
}
