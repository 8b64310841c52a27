import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** May hold links (e.g. the legal pages of the agreement box). */
  label: ReactNode
  error?: string
  id?: string
  ref?: Ref<HTMLInputElement>
}

export function Checkbox({ label, error, id, className = '', ...props }: CheckboxProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
