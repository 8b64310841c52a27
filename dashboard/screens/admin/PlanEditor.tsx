import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { toast } from '../../kit/ui/toast.ts'
import { useSWRConfig } from 'swr'
import { useAdminPlan, ADMIN_PLANS_KEY, adminPlanKey } from '../../hooks/admin/useAdminPlans.ts'
import { api, ApiError } from '../../kit/api.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { PLAN_MESSAGES, newPlanDefaults, type PlanForm as PlanFormValues, type PlanFormInput } from '../../../shared/schemas/subscriptionPlans.ts'
import type { AdminSubscriptionPlanJson } from '../../../shared/schemas/subscriptionPlans.ts'
import { cardClass } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { PlanForm } from './PlanForm.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { isNumericId } from '../../../shared/schemas/fields.ts'

/** Spec §8: 'Failed to create plan: {errors joined by comma or message}'. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors.join(', ')
  return errorMessage(error, 'An error occurred during submission.')
}

const toFormValues = (plan: AdminSubscriptionPlanJson): PlanFormInput => ({
  name: plan.name,
  plan_type: plan.plan_type,
  description: plan.description ?? '',
  subtitle: plan.subtitle ?? '',
  features: (plan.features ?? []).join('\n'),
  perfect_for: plan.perfect_for ?? '',
  active: plan.active,
  variations: plan.variations.map(({ id, billing_cycle, price, currency, active }) => ({ id, billing_cycle, price, currency, active })),
})

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <BackLink href="/admin/subscription-plans">Back to Subscription Plans</BackLink>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className={cardClass}>{children}</div>
    </div>
  )
}

/** /admin/subscription-plans/new */
export function NewPlan() {
  useDocumentTitle('Create Subscription Plan')
  const [, navigate] = useLocation()
  const { mutate } = useSWRConfig()
  const create = async (values: PlanFormValues) => {
    try {
      await api.post(ADMIN_PLANS_KEY, { subscription_plan: values })
    } catch (error) {
      toast.error(`Failed to create plan: ${failureText(error)}`)
      throw error
    }
    toast.success('Subscription plan created successfully!')
    await mutate(ADMIN_PLANS_KEY)
    navigate('/admin/subscription-plans')
  }
  return (
    <Frame title="Create Subscription Plan">
      <PlanForm defaultValues={newPlanDefaults()} submitLabel="Create Plan" busyLabel="Creating..." onSubmit={create} />
    </Frame>
  )
}

/** /admin/subscription-plans/:planId/edit */
export function EditPlan({ planId }: { planId: string }) {
  useDocumentTitle('Edit Subscription Plan')
  const valid = isNumericId(planId)
  const { plan, error, isLoading } = useAdminPlan(valid ? Number(planId) : null)
  const [, navigate] = useLocation()
  const { mutate } = useSWRConfig()
  useEffect(() => {
    if (!valid) toast.error(PLAN_MESSAGES.invalidId)
  }, [valid])

  if (!valid) return <ErrorPanel title={PLAN_MESSAGES.invalidId} message="Plan addresses end in a number, e.g. /admin/subscription-plans/1/edit." />
  if (error instanceof ApiError && error.status === 404) return <ErrorPanel title={PLAN_MESSAGES.notFound} message="It may have been removed." />
  if (error) return <ErrorPanel title="Error Loading Data" message={errorMessage(error, 'An unexpected error occurred.')} />
  if (isLoading || !plan) return <Spinner label="Loading plan..." />

  const update = async (values: PlanFormValues) => {
    try {
      await api.put(adminPlanKey(plan.id), { subscription_plan: values })
    } catch (failure) {
      toast.error(`Failed to update plan: ${failureText(failure)}`)
      throw failure
    }
    toast.success('Subscription plan updated successfully!')
    await mutate(ADMIN_PLANS_KEY)
    navigate('/admin/subscription-plans')
  }
  return (
    <Frame title={`Edit ${plan.name}`}>
      <PlanForm defaultValues={toFormValues(plan)} submitLabel="Update Plan" busyLabel="Updating..." onSubmit={update} />
    </Frame>
  )
}
