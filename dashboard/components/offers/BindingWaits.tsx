import { useAgency } from '../../hooks/useAgency.ts'
import { bindingWaitsNote } from '../../../shared/rules/licences.ts'

/** Under a chosen offer: why the agent cannot bind it while the agency's licence in the customer's state is not in force. */
export function BindingWaits({ state }: { state: string }) {
  const { agency } = useAgency()
  if (agency === undefined) return null
  const note = bindingWaitsNote(agency?.licences ?? [], state, new Date())
  if (!note) return null
  return <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p>
}
