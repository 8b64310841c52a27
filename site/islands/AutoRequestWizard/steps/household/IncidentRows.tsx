import { useFieldArray, useFormContext } from 'react-hook-form'
import { blankIncident, INCIDENT_KINDS, INCIDENT_LABELS, MAX_INCIDENTS } from '@shared/schemas/household.ts'
import { Button } from '@dashboard/kit/ui/Button.tsx'
import type { WizardValues } from '../../form.ts'
import { SelectField } from '../../fields.tsx'
import { labelled, MONTH_OPTIONS, recentYears } from './options.ts'

const KIND_OPTIONS = labelled(INCIDENT_KINDS, INCIDENT_LABELS)
// Five years back can start in the sixth calendar year (a March incident seen in January).
const YEAR_OPTIONS = recentYears(6)

/** A driver's accidents, tickets and claims of the last five years, each with its month and year. */
export function IncidentRows({ driver }: { driver: number }) {
  const { control } = useFormContext<WizardValues>()
  const name = `insurance_request.drivers_attributes.${driver}.incidents_attributes` as const
  const { fields, append, remove } = useFieldArray({ control, name })
  return (
    <div className="space-y-3 sm:col-span-2">
      <p className="text-sm font-medium text-slate-800">Accidents, tickets and claims in the last 5 years</p>
      {fields.length === 0 && <p className="text-sm text-slate-600">None listed.</p>}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-3">
          <legend className="sr-only">{`Driver ${driver + 1}, incident ${i + 1}`}</legend>
          <SelectField name={`${name}.${i}.kind`} label="What happened" options={KIND_OPTIONS} required />
          <SelectField name={`${name}.${i}.month`} label="Month" options={MONTH_OPTIONS} required />
          <SelectField name={`${name}.${i}.year`} label="Year" options={YEAR_OPTIONS} required />
          <Button variant="ghost" className="justify-self-start px-2 py-1 text-sm sm:col-span-3" onClick={() => remove(i)}>
            {`Remove incident ${i + 1}`}
          </Button>
        </fieldset>
      ))}
      {fields.length < MAX_INCIDENTS && (
        <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => append(blankIncident())}>
          Add an incident
        </Button>
      )}
    </div>
  )
}
