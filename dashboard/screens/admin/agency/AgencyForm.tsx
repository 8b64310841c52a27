import { useFieldArray, useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ApiError } from '../../../kit/api.ts'
import { setServerFieldErrors } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { STATES } from '../../../../shared/constants/states.ts'
import { AgencyForm as AgencyFormSchema, type AgencyForm as AgencyFormValues, type AgencyFormInput } from '../../../../shared/schemas/agency.ts'

interface AgencyFormProps {
  defaultValues: AgencyFormInput
  onSubmit: (values: AgencyFormValues) => Promise<void>
}

const SERVER_PREFIX = 'agency.'
// The server's keys are the form's own paths under `agency.` (licences.0.state and so on).
const isFormPath = (path: string): path is FieldPath<AgencyFormInput> =>
  /^(legal_name|state_of_domicile|principal_place_of_business|national_producer_number|licences\.\d+\.(state|licence_number|lines_of_authority|expires_on))$/.test(path)

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return <p id={id} role="alert" className="text-sm text-red-700">{message}</p>
}

const labelClass = 'block text-sm font-medium text-slate-800'

/** The agency's identity and its licences, one row per state; the shared schema gives rules and messages. */
export function AgencyForm({ defaultValues, onSubmit }: AgencyFormProps) {
  const { control, register, handleSubmit, setError, formState } = useForm<AgencyFormInput, unknown, AgencyFormValues>({
    resolver: zodResolver(AgencyFormSchema),
    defaultValues,
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'licences' })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      const placed = setServerFieldErrors(error, setError, isFormPath, { prefix: SERVER_PREFIX })
      if (placed === 0 && error instanceof ApiError) setError('legal_name', { type: 'server', message: error.message })
    }
  })

  const text = (name: 'legal_name' | 'principal_place_of_business' | 'national_producer_number', label: string) => (
    <div className="space-y-1">
      <label htmlFor={`agency-${name}`} className={labelClass}>{label}</label>
      <input id={`agency-${name}`} {...register(name)} aria-invalid={errors[name] ? true : undefined} aria-describedby={`agency-${name}-error`} className={controlClass} />
      <ErrorText id={`agency-${name}-error`} message={errors[name]?.message} />
    </div>
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('legal_name', 'Legal name')}
        <div className="space-y-1">
          <label htmlFor="agency-state_of_domicile" className={labelClass}>State of domicile</label>
          <select id="agency-state_of_domicile" {...register('state_of_domicile')} className={controlClass}>
            {STATES.map((state) => <option key={state.code} value={state.code}>{state.name}</option>)}
          </select>
          <ErrorText id="agency-state_of_domicile-error" message={errors.state_of_domicile?.message} />
        </div>
        {text('principal_place_of_business', 'Principal place of business')}
        {text('national_producer_number', 'National producer number (NPN)')}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Licences</legend>
        <p className="text-sm text-slate-600">One licence per state. Offers cannot be bound in a state whose licence is missing or expired.</p>
        <ul className="space-y-3" aria-label="Licences">
          {fields.map((field, index) => {
            const id = (name: string) => `licence-${field.id}-${name}`
            const rowErrors = errors.licences?.[index]
            return (
              <li key={field.id} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_1.5fr_10rem_auto] sm:items-start">
                <div className="space-y-1">
                  <label htmlFor={id('state')} className={labelClass}>State</label>
                  <select id={id('state')} {...register(`licences.${index}.state`)} className={controlClass}>
                    {STATES.map((state) => <option key={state.code} value={state.code}>{state.name}</option>)}
                  </select>
                  <ErrorText id={id('state-error')} message={rowErrors?.state?.message} />
                </div>
                <div className="space-y-1">
                  <label htmlFor={id('number')} className={labelClass}>Licence number</label>
                  <input id={id('number')} {...register(`licences.${index}.licence_number`)} aria-invalid={rowErrors?.licence_number ? true : undefined} className={controlClass} />
                  <ErrorText id={id('number-error')} message={rowErrors?.licence_number?.message} />
                </div>
                <div className="space-y-1">
                  <label htmlFor={id('lines')} className={labelClass}>Lines of authority</label>
                  <input id={id('lines')} {...register(`licences.${index}.lines_of_authority`)} placeholder="Property, Casualty" aria-invalid={rowErrors?.lines_of_authority ? true : undefined} className={controlClass} />
                  <ErrorText id={id('lines-error')} message={rowErrors?.lines_of_authority?.message} />
                </div>
                <div className="space-y-1">
                  <label htmlFor={id('expires')} className={labelClass}>Expires on</label>
                  <input id={id('expires')} type="date" {...register(`licences.${index}.expires_on`)} aria-invalid={rowErrors?.expires_on ? true : undefined} className={controlClass} />
                  <ErrorText id={id('expires-error')} message={rowErrors?.expires_on?.message} />
                </div>
                <Button variant="ghost" className="sm:mt-6" onClick={() => remove(index)}>Remove<span className="sr-only"> licence {index + 1}</span></Button>
              </li>
            )
          })}
        </ul>
        <Button variant="secondary" onClick={() => append({ state: 'AL', licence_number: '', lines_of_authority: 'Property, Casualty', expires_on: '' })}>Add a licence</Button>
      </fieldset>
      <Button type="submit" busy={isSubmitting} busyText="Saving...">Save agency settings</Button>
    </form>
  )
}
