import { useState } from 'react'
import { Link } from 'wouter'
import { toast } from '../../kit/ui/toast.ts'
import Plus from 'lucide-react/icons/plus'
import { useAdminPlans, ADMIN_PLANS_KEY } from '../../hooks/admin/useAdminPlans.ts'
import { api } from '../../kit/api.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { Button } from '../../kit/ui/Button.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import type { AdminSubscriptionPlanJson } from '../../../shared/schemas/subscriptionPlans.ts'
import { capitalise, cardClass, EmptyState, linkButtonClass } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'

const money = (price: string, currency: string) => `${currency} ${price}`

function PlanCard({ plan, onDeactivate, busy }: { plan: AdminSubscriptionPlanJson; onDeactivate: () => void; busy: boolean }) {
  const firstActive = plan.variations.find((variation) => variation.active)
  return (
    <article aria-labelledby={`plan-${plan.id}-name`} className={`${cardClass} flex flex-col gap-4`}>
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`plan-${plan.id}-name`} className="flex-1 text-xl font-semibold text-slate-900">{plan.name}</h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-600 ring-inset">{capitalise(plan.plan_type)}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${plan.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}>{plan.active ? 'Active' : 'Inactive'}</span>
      </header>
      <p className="text-2xl font-bold text-slate-900">
        {firstActive ? <>{money(firstActive.price, firstActive.currency)}<span className="text-sm font-normal text-slate-600"> / {firstActive.billing_cycle.toLowerCase()}</span></> : 'No active price'}
      </p>
      {plan.description && <p className="text-sm text-slate-600">{plan.description}</p>}
      <ul className="space-y-1 text-sm" aria-label={`${plan.name} variations`}>
        {plan.variations.map((variation) => (
          <li key={variation.id} className="flex justify-between gap-2 text-slate-800">
            <span>{capitalise(variation.billing_cycle.toLowerCase())}{variation.active ? '' : ' (inactive)'}</span>
            <span className="font-medium">{money(variation.price, variation.currency)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link href={`/admin/subscription-plans/${plan.id}/edit`} className={`${linkButtonClass} text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50`}>
          Edit<span className="sr-only"> {plan.name}</span>
        </Link>
        {plan.active ? (
          <Button variant="danger" onClick={onDeactivate} busy={busy} busyText="Deactivating...">Deactivate<span className="sr-only"> {plan.name}</span></Button>
        ) : (
          <Link href={`/admin/subscription-plans/${plan.id}/edit`} className={`${linkButtonClass} bg-green-700 text-white hover:bg-green-800`}>
            Activate<span className="sr-only"> {plan.name}</span>
          </Link>
        )}
      </div>
    </article>
  )
}

/** /admin/subscription-plans: every plan as a card, with edit, deactivate and activate. */
export function AdminPlans() {
  useDocumentTitle('Subscription Plans')
  const { plans, error, isLoading, mutate } = useAdminPlans()
  const [busyId, setBusyId] = useState<number | null>(null)

  const deactivate = async (plan: AdminSubscriptionPlanJson) => {
    setBusyId(plan.id)
    try {
      await api.post(`${ADMIN_PLANS_KEY}/${plan.id}/deactivate`)
      toast.success('Subscription plan deactivated successfully.')
      await mutate()
    } catch {
      toast.error('Failed to deactivate subscription plan.')
    } finally {
      setBusyId(null)
    }
  }

  let body
  if (error) body = <ErrorPanel title="Error Loading Data" message={errorMessage(error, 'An unexpected error occurred.')} />
  else if (isLoading || !plans) body = <Spinner label="Loading subscription plans..." />
  else if (plans.length === 0)
    body = (
      <EmptyState title="No Subscription Plans Found">
        <p>Create the first plan customers can subscribe to.</p>
      </EmptyState>
    )
  else
    body = (
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => <PlanCard key={plan.id} plan={plan} busy={busyId === plan.id} onDeactivate={() => void deactivate(plan)} />)}
      </div>
    )

  return (
    <div className="space-y-6">
      <BackLink href="/admin">Back to Admin Dashboard</BackLink>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Subscription Plans</h1>
        <Link href="/admin/subscription-plans/new" className={`${linkButtonClass} bg-brand-600 text-white hover:bg-brand-700`}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Create New Plan
        </Link>
      </header>
      {body}
    </div>
  )
}
