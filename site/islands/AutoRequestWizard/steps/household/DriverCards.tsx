import { useFieldArray, useFormContext } from 'react-hook-form'
import { blankDriver, MAX_DRIVERS, RELATIONSHIP_LABELS, RELATIONSHIPS } from '@shared/schemas/household.ts'
import { Button } from '@dashboard/kit/ui/Button.tsx'
import { addressPath, applicantPath, type WizardValues } from '../../form.ts'
import { SelectField, TextField } from '../../fields.tsx'
import { IncidentRows } from './IncidentRows.tsx'
import { labelled, STATE_OPTIONS } from './options.ts'

const RELATIONSHIP_OPTIONS = labelled(RELATIONSHIPS, RELATIONSHIP_LABELS)
const LIST = 'insurance_request.drivers_attributes'

/** The applicant and up to five more drivers; the first card starts from what step 1 already knows. */
export function DriverCards() {
  const { control, getValues } = useFormContext<WizardValues>()
  const { fields, append, remove } = useFieldArray({ control, name: LIST })

  function addDriver() {
    if (fields.length > 0) {
      append(blankDriver())
      return
    }
    append({
      ...blankDriver(),
      first_name: getValues(applicantPath('first_name')),
      last_name: getValues(applicantPath('last_name')),
      relationship: 'applicant',
      license_state: getValues(addressPath('state')),
      license_number: getValues(applicantPath('drivers_license')) ?? '',
    })
  }

  return (
    <section aria-labelledby="drivers-heading" className="space-y-4">
      <div>
        <h3 id="drivers-heading" className="text-lg font-semibold text-slate-900">Drivers</h3>
        <p className="text-sm text-slate-600">
          Optional: you and everyone who drives your vehicles, so insurers can price your household without calling back.
        </p>
      </div>
      {fields.map((field, i) => (
        <fieldset key={field.id} className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold text-slate-900">{i === 0 ? 'Driver 1 (you)' : `Driver ${i + 1}`}</legend>
          <TextField name={`${LIST}.${i}.first_name`} label="First Name" required autoComplete="off" />
          <TextField name={`${LIST}.${i}.last_name`} label="Last Name" required autoComplete="off" />
          <TextField name={`${LIST}.${i}.date_of_birth`} label="Date of Birth" type="date" required />
          <SelectField name={`${LIST}.${i}.relationship`} label="Relationship to you" options={RELATIONSHIP_OPTIONS} required />
          <SelectField name={`${LIST}.${i}.license_state`} label="Licence State" options={STATE_OPTIONS} required />
          <TextField name={`${LIST}.${i}.license_number`} label="Licence Number" autoComplete="off" />
          <TextField name={`${LIST}.${i}.years_licensed`} label="Years Licensed" inputMode="numeric" required />
          <IncidentRows driver={i} />
          <Button variant="ghost" className="justify-self-start px-2 py-1 text-sm text-red-700 sm:col-span-2" onClick={() => remove(i)}>
            {`Remove driver ${i + 1}`}
          </Button>
        </fieldset>
      ))}
      {fields.length < MAX_DRIVERS && (
        <Button variant="secondary" onClick={addDriver}>
          {fields.length === 0 ? 'Add yourself as a driver' : 'Add another driver'}
        </Button>
      )}
    </section>
  )
}
