import { useAgency } from '../../hooks/useAgency.ts'
import { licenceLine } from '../../../shared/rules/licences.ts'

/** Who offers these quotes, with the licence for the applicant's state (state law asks for it on every quote). */
export function LicenceNote({ state }: { state: string }) {
  const { agency } = useAgency()
  const line = agency ? licenceLine(agency.licences, state) : null
  if (!agency || !line) return null
  return <p className="text-sm text-slate-600">Offered by {agency.legal_name}, {line}, NPN {agency.national_producer_number}.</p>
}
