import { useFormContext, useWatch } from 'react-hook-form'
import { PROGRESS_FIELDS } from '@shared/rules/wizardSteps.ts'
import { isAnswered, valueAt, type WizardValues } from './form.ts'

/** Spec §2: a quest-titled bar, percent complete over the 14 key fields. */
export function ProgressBar() {
  const { control } = useFormContext<WizardValues>()
  const values = useWatch({ control })
  const answered = PROGRESS_FIELDS.filter((path) => isAnswered(valueAt(values, path))).length
  const percent = Math.round((answered / PROGRESS_FIELDS.length) * 100)
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <p id="quest-title" className="font-semibold text-slate-900">
          Your Quote Quest
        </p>
        <p className="text-sm font-medium text-brand-700" aria-hidden="true">
          {percent}% complete
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="quest-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
