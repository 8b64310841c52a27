import { useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ApiError } from '../../../kit/api.ts'
import { setServerFieldErrors } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { STATES } from '../../../../shared/constants/states.ts'
import { CARRIER_RATINGS, CarrierForm as CarrierFormSchema, ratingLabel } from '../../../../shared/schemas/carriers.ts'
import type { CarrierForm as CarrierFormValues, CarrierFormInput } from '../../../../shared/schemas/carriers.ts'

interface CarrierFormProps {
  idPrefix: string
  defaultValues: CarrierFormInput
  submitLabel: string
  onSubmit: (values: CarrierFormValues) => Promise<void>
  onCancel?: () => void
}

const SERVER_PREFIX = 'carrier.'
const FORM_PATHS = ['name', 'rating', 'states', 'satisfaction_note', 'website', 'claims_phone', 'claims_website'] as const
const isFormPath = (path: string): path is FieldPath<CarrierFormInput> => FORM_PATHS.some((name) => name === path)

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return <p id={id} role="alert" className="text-sm text-red-700">{message}</p>
}

/** Add or edit a carrier; rules and messages come from the shared CarrierForm schema. */
export function CarrierForm({ idPrefix, defaultValues, submitLabel, onSubmit, onCancel }: CarrierFormProps) {
  const { register, handleSubmit, setError, setValue, formState } = useForm<CarrierFormInput, unknown, CarrierFormValues>({
    resolver: zodResolver(CarrierFormSchema),
    defaultValues,
  })
  const { errors, isSubmitting } = formState
  const id = (name: string) => `${idPrefix}-${name}`

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      const placed = setServerFieldErrors(error, setError, isFormPath, { prefix: SERVER_PREFIX })
      if (placed === 0 && error instanceof ApiError) setError('name', { type: 'server', message: error.message })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={id('name')} className="block text-sm font-medium text-slate-800">Carrier name</label>
          <input id={id('name')} {...register('name')} aria-invalid={errors.name ? true : undefined} aria-describedby={id('name-error')} className={controlClass} />
          <ErrorText id={id('name-error')} message={errors.name?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={id('rating')} className="block text-sm font-medium text-slate-800">Financial strength rating</label>
          <select id={id('rating')} {...register('rating')} aria-invalid={errors.rating ? true : undefined} aria-describedby={id('rating-error')} className={controlClass}>
            {CARRIER_RATINGS.map((rating) => <option key={rating} value={rating}>{ratingLabel(rating)}</option>)}
          </select>
          <ErrorText id={id('rating-error')} message={errors.rating?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={id('website')} className="block text-sm font-medium text-slate-800">Website</label>
          <input id={id('website')} type="text" inputMode="url" placeholder="acme.example" {...register('website')} aria-invalid={errors.website ? true : undefined} aria-describedby={id('website-error')} className={controlClass} />
          <ErrorText id={id('website-error')} message={errors.website?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={id('claims-phone')} className="block text-sm font-medium text-slate-800">Claims phone</label>
          <input id={id('claims-phone')} type="tel" placeholder="(800) 555-0100" {...register('claims_phone')} aria-invalid={errors.claims_phone ? true : undefined} aria-describedby={id('claims-phone-error')} className={controlClass} />
          <ErrorText id={id('claims-phone-error')} message={errors.claims_phone?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={id('claims-website')} className="block text-sm font-medium text-slate-800">Claims website</label>
          <input id={id('claims-website')} type="text" inputMode="url" placeholder="acme.example/claims" {...register('claims_website')} aria-invalid={errors.claims_website ? true : undefined} aria-describedby={id('claims-website-error')} className={controlClass} />
          <ErrorText id={id('claims-website-error')} message={errors.claims_website?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={id('note')} className="block text-sm font-medium text-slate-800">Customer-satisfaction note</label>
          <input id={id('note')} {...register('satisfaction_note')} aria-invalid={errors.satisfaction_note ? true : undefined} aria-describedby={id('note-error')} className={controlClass} />
          <ErrorText id={id('note-error')} message={errors.satisfaction_note?.message} />
        </div>
      </div>
      <fieldset aria-describedby={id('states-error')} className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">States it writes in</legend>
        <div className="flex gap-2">
          <Button variant="ghost" className="px-2 py-1 text-sm" onClick={() => setValue('states', STATES.map((state) => state.code))}>Select all</Button>
          <Button variant="ghost" className="px-2 py-1 text-sm" onClick={() => setValue('states', [])}>Clear</Button>
        </div>
        <div className="grid max-h-48 grid-cols-2 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-4">
          {STATES.map((state) => (
            <label key={state.code} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={state.code} {...register('states')} className="h-4 w-4" />
              {state.name}
            </label>
          ))}
        </div>
        <ErrorText id={id('states-error')} message={errors.states?.message} />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={isSubmitting} busyText="Saving...">{submitLabel}</Button>
        {onCancel && <Button variant="secondary" onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  )
}
