import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

/** The attributes a control needs so its label, hint and error reach assistive technology. */
interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  id?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, a control and its hint and error text, wired together by id. */
export function Field({ label, error, hint, id, className = '', children }: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600 aria-invalid:border-red-600 disabled:bg-slate-100'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode
  error?: string
  hint?: ReactNode
  id?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled text input; spread react-hook-form's `register(name)` into it. */
export function Input({ label, error, hint, id, className = '', ...props }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <input {...control} {...props} className={`${controlClass} ${className}`} />}
    </Field>
  )
}
