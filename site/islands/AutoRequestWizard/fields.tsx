import type { ReactNode } from 'react'
import { useFormContext, type RegisterOptions } from 'react-hook-form'
import { Checkbox } from '@dashboard/kit/ui/Checkbox.tsx'
import { controlClass, Field } from '@dashboard/kit/ui/Field.tsx'
import type { WizardPath, WizardValues } from './form.ts'

/** The ui primitives bound to the wizard's form by dotted wire path; the id is the path too. */

export const fieldId = (name: string) => name.replaceAll('.', '-')

function useFieldError(name: WizardPath): string | undefined {
  const { getFieldState, formState } = useFormContext<WizardValues>()
  return getFieldState(name, formState).error?.message
}

function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}*
        </span>
      )}
    </>
  )
}

interface TextFieldProps {
  name: WizardPath
  label: string
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'date'
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  hint?: ReactNode
  className?: string
  onBlur?: RegisterOptions<WizardValues>['onBlur']
}

export function TextField({ name, label, required, type = 'text', placeholder, autoComplete, inputMode, hint, className, onBlur }: TextFieldProps) {
  const { register } = useFormContext<WizardValues>()
  return (
    <Field id={fieldId(name)} label={<FieldLabel label={label} required={required} />} error={useFieldError(name)} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-required={required || undefined}
          className={controlClass}
          {...register(name, { onBlur })}
        />
      )}
    </Field>
  )
}

interface Option {
  value: string
  label: string
}

interface SelectFieldProps {
  name: WizardPath
  label: string
  options: readonly Option[]
  required?: boolean
  disabled?: boolean
  placeholder?: string
  hint?: ReactNode
  className?: string
}

export function SelectField({ name, label, options, required, disabled, placeholder = 'Select...', hint, className }: SelectFieldProps) {
  const { register } = useFormContext<WizardValues>()
  return (
    <Field id={fieldId(name)} label={<FieldLabel label={label} required={required} />} error={useFieldError(name)} hint={hint} className={className}>
      {(control) => (
        <select {...control} disabled={disabled} aria-required={required || undefined} className={controlClass} {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

interface CheckboxFieldProps {
  name: WizardPath
  label: ReactNode
  description?: ReactNode
  badge?: string
  onChange?: RegisterOptions<WizardValues>['onChange']
}

export function CheckboxField({ name, label, description, badge, onChange }: CheckboxFieldProps) {
  const { register } = useFormContext<WizardValues>()
  return (
    <Checkbox
      id={fieldId(name)}
      error={useFieldError(name)}
      label={
        <>
          <span className="font-medium">{label}</span>
          {badge && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">{badge}</span>}
          {description && <span className="mt-0.5 block text-slate-600">{description}</span>}
        </>
      }
      {...register(name, { onChange })}
    />
  )
}
