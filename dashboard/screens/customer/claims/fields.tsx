import type { ReactNode } from 'react'
import { useFormContext, type FieldPath } from 'react-hook-form'
import { Field, controlClass } from '../../../kit/ui/Field.tsx'
import type { ReportValues } from './reportValues.ts'

type Name = FieldPath<ReportValues>

/** The message react-hook-form holds for a dotted path, if any. */
function useErrorAt(name: Name): string | undefined {
  const { getFieldState, formState } = useFormContext<ReportValues>()
  return getFieldState(name, formState).error?.message
}

interface TextProps {
  name: Name
  label: ReactNode
  hint?: ReactNode
  type?: 'text' | 'tel' | 'datetime-local' | 'number'
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'text'
}

export function TextField({ name, label, hint, type = 'text', autoComplete = 'off', inputMode }: TextProps) {
  const { register } = useFormContext<ReportValues>()
  const error = useErrorAt(name)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...register(name)} type={type} autoComplete={autoComplete} inputMode={inputMode} className={controlClass} />}
    </Field>
  )
}

export function TextArea({ name, label, hint }: { name: Name; label: ReactNode; hint?: ReactNode }) {
  const { register } = useFormContext<ReportValues>()
  const error = useErrorAt(name)
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} {...register(name)} rows={4} className={controlClass} />}
    </Field>
  )
}

export function SelectField({ name, label, children }: { name: Name; label: ReactNode; children: ReactNode }) {
  const { register } = useFormContext<ReportValues>()
  const error = useErrorAt(name)
  return (
    <Field label={label} error={error}>
      {(control) => <select {...control} {...register(name)} className={controlClass}>{children}</select>}
    </Field>
  )
}

/** A yes/no question as two large radio buttons; unanswered until one is chosen. */
export function YesNo({ name, legend }: { name: Name; legend: string }) {
  const { register } = useFormContext<ReportValues>()
  const error = useErrorAt(name)
  const option = 'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-3 font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800'
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-3">
        <label className={option}><input type="radio" value="yes" {...register(name)} /> Yes</label>
        <label className={option}><input type="radio" value="no" {...register(name)} /> No</label>
      </div>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </fieldset>
  )
}

/** A titled part of the report. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}
