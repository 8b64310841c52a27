import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form'
import { controlClass } from '../../kit/ui/Field.tsx'

export interface FormTextProps<T extends FieldValues> {
  /** Starts every input's id ('policy-', 'renewal-'), so two forms on a page never share one. */
  idPrefix: string
  name: Path<T>
  label: string
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  type?: string
  hint?: string
  inputMode?: 'decimal' | 'numeric'
  readOnly?: boolean
}

/** One labelled text input of a policy-shaped form, with its hint and its error tied to it. */
export function FormText<T extends FieldValues>({ idPrefix, name, label, register, errors, type = 'text', hint, inputMode, readOnly }: FormTextProps<T>) {
  const id = `${idPrefix}${name.replace(/\./g, '-')}`
  const error: { message?: string } | undefined = get(errors, name)
  const describedBy = [hint ? `${id}-hint` : '', error?.message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <input id={id} type={type} inputMode={inputMode} readOnly={readOnly} {...register(name)} aria-invalid={error?.message ? true : undefined} aria-describedby={describedBy} className={controlClass} />
      {hint && <p id={`${id}-hint`} className="text-xs text-slate-600">{hint}</p>}
      {error?.message && <p id={`${id}-error`} role="alert" className="text-sm text-red-700">{error.message}</p>}
    </div>
  )
}
