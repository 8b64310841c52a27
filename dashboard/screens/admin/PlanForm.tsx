import { useFieldArray, useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { setServerFieldErrors } from '../../kit/ui/serverErrors.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { controlClass } from '../../kit/ui/Field.tsx'
import { BILLING_CYCLES, PLAN_TYPES, PlanForm as PlanFormSchema, newVariation } from '../../../shared/schemas/subscriptionPlans.ts'
import type { PlanForm as PlanFormValues, PlanFormInput } from '../../../shared/schemas/subscriptionPlans.ts'
import { capitalise } from './parts.tsx'
import { usePaymentCurrencies } from '../../hooks/admin/usePaymentCurrencies.ts'

interface PlanFormProps {
  defaultValues: PlanFormInput
  submitLabel: string
  busyLabel: string
  /** Saves the plan; a rejected promise with an ApiError puts its field messages on the inputs. */
  onSubmit: (values: PlanFormValues) => Promise<void>
}

const SERVER_PREFIX = 'subscription_plan.'

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return <p id={id} role="alert" className="text-sm text-red-700">{message}</p>
}

/** The plan form shared by create and edit: every rule and message comes from the shared PlanForm schema. */
export function PlanForm({ defaultValues, submitLabel, busyLabel, onSubmit }: PlanFormProps) {
  const { register, control, handleSubmit, setValue, setError, formState } = useForm<PlanFormInput, unknown, PlanFormValues>({
    resolver: zodResolver(PlanFormSchema),
    defaultValues,
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'variations', keyName: 'key' })
  const { errors, isSubmitting } = formState
  const accepted = usePaymentCurrencies()
  // A stored currency the account no longer takes stays visible, so the server's refusal names it.
  const currencyOptions = (current: string) => (current && !accepted.includes(current) ? [current, ...accepted] : accepted)

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      setServerFieldErrors(error, setError, isFormPath, { prefix: SERVER_PREFIX })
    }
  })

  const normalisePrice = (index: number, raw: string) => {
    const price = Number(raw)
    if (raw.trim() !== '' && Number.isFinite(price) && price >= 0) setValue(`variations.${index}.price`, price.toFixed(2))
  }
  const variationsError = errors.variations?.message ?? errors.variations?.root?.message

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="plan-name" className="block text-sm font-medium text-slate-800">Name</label>
          <input id="plan-name" {...register('name')} aria-invalid={errors.name ? true : undefined} aria-describedby="plan-name-error" className={controlClass} />
          <ErrorText id="plan-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor="plan-type" className="block text-sm font-medium text-slate-800">Plan Type</label>
          <select id="plan-type" {...register('plan_type')} aria-invalid={errors.plan_type ? true : undefined} aria-describedby="plan-type-error" className={controlClass}>
            <option value="">Choose a plan type</option>
            {PLAN_TYPES.map((type) => <option key={type} value={type}>{capitalise(type)}</option>)}
          </select>
          <ErrorText id="plan-type-error" message={errors.plan_type?.message} />
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor="plan-description" className="block text-sm font-medium text-slate-800">Description (optional)</label>
        <textarea id="plan-description" rows={3} {...register('description')} aria-describedby="plan-description-error" className={controlClass} />
        <ErrorText id="plan-description-error" message={errors.description?.message} />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Landing Page Card</legend>
        <p id="plan-card-hint" className="text-sm text-slate-600">Left empty, each falls back to the text of the plan type.</p>
        <div className="space-y-1">
          <label htmlFor="plan-subtitle" className="block text-sm font-medium text-slate-800">Subtitle (optional)</label>
          <input id="plan-subtitle" {...register('subtitle')} aria-invalid={errors.subtitle ? true : undefined} aria-describedby="plan-card-hint plan-subtitle-error" className={controlClass} />
          <ErrorText id="plan-subtitle-error" message={errors.subtitle?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor="plan-features" className="block text-sm font-medium text-slate-800">Features, one per line (optional)</label>
          <textarea id="plan-features" rows={4} {...register('features')} aria-invalid={errors.features ? true : undefined} aria-describedby="plan-card-hint plan-features-error" className={controlClass} />
          <ErrorText id="plan-features-error" message={errors.features?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor="plan-perfect-for" className="block text-sm font-medium text-slate-800">Perfect For (optional)</label>
          <textarea id="plan-perfect-for" rows={2} {...register('perfect_for')} aria-invalid={errors.perfect_for ? true : undefined} aria-describedby="plan-card-hint plan-perfect-for-error" className={controlClass} />
          <ErrorText id="plan-perfect-for-error" message={errors.perfect_for?.message} />
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register('active')} className="h-4 w-4" /> Active
      </label>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Plan Variations</legend>
        <ErrorText id="plan-variations-error" message={variationsError} />
        {fields.map((field, index) => {
          const rowErrors = errors.variations?.[index]
          const id = (name: string) => `variation-${index}-${name}`
          return (
            <div key={field.key} role="group" aria-label={`Variation ${index + 1}`} className="grid items-start gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_1fr_auto_auto]">
              <div className="space-y-1">
                <label htmlFor={id('cycle')} className="block text-sm font-medium text-slate-800">Billing Cycle</label>
                <select id={id('cycle')} {...register(`variations.${index}.billing_cycle`)} aria-describedby={id('cycle-error')} className={controlClass}>
                  {BILLING_CYCLES.map((cycle) => <option key={cycle} value={cycle}>{capitalise(cycle.toLowerCase())}</option>)}
                </select>
                <ErrorText id={id('cycle-error')} message={rowErrors?.billing_cycle?.message} />
              </div>
              <div className="space-y-1">
                <label htmlFor={id('price')} className="block text-sm font-medium text-slate-800">Price</label>
                <input
                  id={id('price')}
                  inputMode="decimal"
                  {...register(`variations.${index}.price`, { onBlur: (event) => normalisePrice(index, String(event.target.value)) })}
                  aria-invalid={rowErrors?.price ? true : undefined}
                  aria-describedby={id('price-error')}
                  className={controlClass}
                />
                <ErrorText id={id('price-error')} message={rowErrors?.price?.message} />
              </div>
              <div className="space-y-1">
                <label htmlFor={id('currency')} className="block text-sm font-medium text-slate-800">Currency</label>
                <select
                  id={id('currency')}
                  {...register(`variations.${index}.currency`)}
                  aria-invalid={rowErrors?.currency ? true : undefined}
                  aria-describedby={id('currency-error')}
                  className={controlClass}
                >
                  {currencyOptions(field.currency).map((code) => <option key={code} value={code}>{code}</option>)}
                </select>
                <ErrorText id={id('currency-error')} message={rowErrors?.currency?.message} />
              </div>
              <label className="flex items-center gap-2 pt-7 text-sm font-medium text-slate-800">
                <input type="checkbox" {...register(`variations.${index}.active`)} className="h-4 w-4" /> Active
              </label>
              <div className="pt-6">
                <Button variant="ghost" onClick={() => remove(index)} disabled={fields.length <= 1} aria-label={`Remove variation ${index + 1}`}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            </div>
          )
        })}
        <Button variant="secondary" onClick={() => append(newVariation('MONTHLY'))}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add Variation
        </Button>
      </fieldset>

      <Button type="submit" busy={isSubmitting} busyText={busyLabel}>{submitLabel}</Button>
    </form>
  )
}

const FORM_PATH = /^(name|plan_type|description|subtitle|features|perfect_for|active|variations|variations\.\d+\.(billing_cycle|price|currency|active|id))$/

function isFormPath(path: string): path is FieldPath<PlanFormInput> {
  return FORM_PATH.test(path)
}
