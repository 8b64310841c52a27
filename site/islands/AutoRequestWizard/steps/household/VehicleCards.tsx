import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { blankVehicle, MAX_HOUSEHOLD_VEHICLES, VEHICLE_USE_LABELS, VEHICLE_USES } from '@shared/schemas/household.ts'
import { modelsOf, VEHICLE_MAKES } from '@shared/constants/vehicleMakes.ts'
import { isValidVin, normalizeVin } from '@shared/rules/vin.ts'
import { Button } from '@dashboard/kit/ui/Button.tsx'
import { autoPath, type WizardValues } from '../../form.ts'
import { SelectField, TextField } from '../../fields.tsx'
import { VinDecoded } from '../../VinDecoded.tsx'
import { labelled, recentYears } from './options.ts'

const USE_OPTIONS = labelled(VEHICLE_USES, VEHICLE_USE_LABELS)
const MAKE_OPTIONS = VEHICLE_MAKES.map((make) => ({ value: make, label: make }))
const YEAR_OPTIONS = recentYears(new Date().getFullYear() + 2 - 1950, new Date().getFullYear() + 1)
const LIST = 'insurance_request.vehicles_attributes'

function VehicleCard({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, setValue } = useFormContext<WizardValues>()
  const path = `${LIST}.${index}` as const
  const [vin, make, drivers] = useWatch({ control, name: [`${path}.vin`, `${path}.make`, 'insurance_request.drivers_attributes'] })
  const vinText = typeof vin === 'string' ? vin : ''
  const driverOptions = (drivers ?? []).map((driver, i) => ({
    value: String(i + 1),
    label: `${i + 1}: ${`${driver.first_name} ${driver.last_name}`.trim() || 'unnamed driver'}`,
  }))
  const modelOptions = modelsOf(typeof make === 'string' ? make : '').map((model) => ({ value: model, label: model }))
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-slate-900">{`Vehicle ${index + 1}`}</legend>
      <TextField
        name={`${path}.vin`}
        label="VIN"
        autoComplete="off"
        className="sm:col-span-2"
        hint={vinText ? <VinDecoded vin={vinText} /> : 'Enter the VIN, or choose the year, make and model below.'}
        onBlur={(event) => setValue(`${path}.vin`, normalizeVin(String(event.target.value)))}
      />
      {!isValidVin(vinText) && (
        <>
          <SelectField name={`${path}.year`} label="Year" options={YEAR_OPTIONS} />
          <SelectField name={`${path}.make`} label="Make" options={MAKE_OPTIONS} />
          <SelectField name={`${path}.model`} label="Model" options={modelOptions} disabled={modelOptions.length === 0} className="sm:col-span-2" />
        </>
      )}
      <SelectField name={`${path}.use`} label="Use" options={USE_OPTIONS} required />
      <TextField name={`${path}.annual_miles`} label="Annual Miles" inputMode="numeric" required />
      {driverOptions.length > 0 && (
        <SelectField name={`${path}.main_driver`} label="Main Driver" options={driverOptions} required className="sm:col-span-2" />
      )}
      <Button variant="ghost" className="justify-self-start px-2 py-1 text-sm text-red-700 sm:col-span-2" onClick={onRemove}>
        {`Remove vehicle ${index + 1}`}
      </Button>
    </fieldset>
  )
}

/** Up to five vehicles, each by VIN or by year, make and model; the first starts with the VIN above. */
export function VehicleCards() {
  const { control, getValues } = useFormContext<WizardValues>()
  const { fields, append, remove } = useFieldArray({ control, name: LIST })
  const addVehicle = () => append({ ...blankVehicle(), vin: fields.length === 0 ? getValues(autoPath('vin')) : '' })
  return (
    <section aria-labelledby="vehicles-heading" className="space-y-4">
      <div>
        <h3 id="vehicles-heading" className="text-lg font-semibold text-slate-900">Vehicles</h3>
        <p className="text-sm text-slate-600">Optional: each vehicle to insure, including the one above, with how it is used.</p>
      </div>
      {fields.map((field, i) => (
        <VehicleCard key={field.id} index={i} onRemove={() => remove(i)} />
      ))}
      {fields.length < MAX_HOUSEHOLD_VEHICLES && (
        <Button variant="secondary" onClick={addVehicle}>
          {fields.length === 0 ? 'Add the vehicle above' : 'Add another vehicle'}
        </Button>
      )}
    </section>
  )
}
