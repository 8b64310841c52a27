import { useState } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { useMyPolicies, usePolicyCarriers } from '../../../hooks/usePolicies.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { STATES } from '../../../../shared/constants/states.ts'
import { SelectField, Section, TextArea, TextField, YesNo } from './fields.tsx'
import type { ReportValues } from './reportValues.ts'

const stateOptions = [<option key="" value="">Choose a state</option>, ...STATES.map((state) => <option key={state.code} value={state.code}>{state.name}</option>)]

export function PolicySection() {
  const { policies } = useMyPolicies()
  const { carriers } = usePolicyCarriers()
  const { watch } = useFormContext<ReportValues>()
  const choice = watch('insurance_policy_id')
  return (
    <Section title="Your policy">
      <SelectField name="insurance_policy_id" label="Which policy?">
        <option value="">Choose a policy</option>
        {(policies ?? []).map((policy) => <option key={policy.id} value={String(policy.id)}>{policy.carrier_name} {policy.policy_number}</option>)}
        <option value="other">A policy not listed here</option>
      </SelectField>
      {choice === 'other' && (
        <>
          <SelectField name="carrier_id" label="Insurance company">
            <option value="">Not in this list (type it below)</option>
            {(carriers ?? []).map((carrier) => <option key={carrier.id} value={String(carrier.id)}>{carrier.name}</option>)}
          </SelectField>
          {watch('carrier_id') === '' && <TextField name="carrier_name" label="Insurance company's name" />}
          <TextField name="policy_number" label="Policy number" />
        </>
      )}
    </Section>
  )
}

/** "Use my location": the browser's position, if the customer allows it. */
function LocationButton() {
  const { setValue, watch } = useFormContext<ReportValues>()
  const [note, setNote] = useState<string | null>(null)
  const latitude = watch('report.location.latitude')
  const locate = () => {
    if (!('geolocation' in navigator)) return setNote('This browser cannot share its location. Please type the address.')
    setNote('Finding your location...')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setValue('report.location.latitude', coords.latitude.toFixed(5), { shouldDirty: true })
        setValue('report.location.longitude', coords.longitude.toFixed(5), { shouldDirty: true })
        setNote(null)
      },
      () => setNote('We could not get your location. Please type the address.'),
      { timeout: 15_000 },
    )
  }
  return (
    <div className="space-y-1">
      <Button variant="secondary" onClick={locate}>Use my location</Button>
      {latitude && <p className="text-sm text-slate-700">Location added ({latitude}, {watch('report.location.longitude')}).</p>}
      {note && <p role="status" className="text-sm text-slate-700">{note}</p>}
    </div>
  )
}

export function WhenWhereSection() {
  return (
    <Section title="When and where">
      <TextField name="report.occurred_at" type="datetime-local" label="Date and time of the accident" />
      <TextField name="report.location.address" label="Where it happened" hint="A street address, an intersection or a mile marker." autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="report.location.city" label="City" autoComplete="address-level2" />
        <SelectField name="report.location.state" label="State">{stateOptions}</SelectField>
      </div>
      <LocationButton />
    </Section>
  )
}

export function WhatHappenedSection() {
  const { watch } = useFormContext<ReportValues>()
  return (
    <Section title="What happened">
      <TextArea name="report.description" label="Tell us what happened" hint="In your own words: which way you were going, what the other car did." />
      <YesNo name="report.police.called" legend="Were the police called?" />
      {watch('report.police.called') === 'yes' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="report.police.report_number" label="Police report number" />
          <TextField name="report.police.department" label="Police department" />
          <div className="sm:col-span-2"><TextArea name="report.police.citations" label="Citations given, if any" /></div>
        </div>
      )}
    </Section>
  )
}

export function VehicleSection() {
  return (
    <Section title="Your vehicle and driver">
      <TextField name="report.vehicle.vin" label="VIN" hint="17 letters and digits, on your registration or insurance card." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="report.vehicle.plate" label="License plate" />
        <TextField name="report.vehicle.description" label="Year, make and model" />
        <TextField name="report.driver.name" label="Who was driving" autoComplete="name" />
        <TextField name="report.driver.license_number" label="Driver's license number" />
        <SelectField name="report.driver.license_state" label="License state">{stateOptions}</SelectField>
      </div>
      <TextArea name="report.damage.description" label="Damage to your vehicle" />
      <YesNo name="report.damage.drivable" legend="Can it be driven?" />
      <TextField name="report.damage.inspection_location" label="Where can it be inspected?" />
    </Section>
  )
}

export function OtherPartiesSection() {
  const { control } = useFormContext<ReportValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'report.other_parties' })
  return (
    <Section title="Other drivers">
      {fields.map((field, index) => (
        <fieldset key={field.id} className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Other driver {index + 1}</legend>
          <TextField name={`report.other_parties.${index}.driver_name`} label="Name" />
          <TextField name={`report.other_parties.${index}.phone`} type="tel" inputMode="tel" label="Phone" />
          <TextField name={`report.other_parties.${index}.plate`} label="License plate" />
          <TextField name={`report.other_parties.${index}.insurer`} label="Their insurance company" />
          <TextField name={`report.other_parties.${index}.policy_number`} label="Their policy number" />
          <Button variant="ghost" onClick={() => remove(index)}>Remove other driver {index + 1}</Button>
        </fieldset>
      ))}
      {fields.length < 5 && (
        <Button variant="secondary" onClick={() => append({ driver_name: '', phone: '', plate: '', insurer: '', policy_number: '' })}>Add another driver</Button>
      )}
    </Section>
  )
}

export function InjuriesSection() {
  const { control } = useFormContext<ReportValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'report.witnesses' })
  return (
    <Section title="Injuries and witnesses">
      <TextField name="report.injuries.count" type="number" inputMode="numeric" label="How many people were hurt?" hint="0 if nobody." />
      <TextArea name="report.injuries.description" label="Describe the injuries" />
      {fields.map((field, index) => (
        <fieldset key={field.id} className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Witness {index + 1}</legend>
          <TextField name={`report.witnesses.${index}.name`} label="Name" />
          <TextField name={`report.witnesses.${index}.phone`} type="tel" inputMode="tel" label="Phone" />
          <Button variant="ghost" onClick={() => remove(index)}>Remove witness {index + 1}</Button>
        </fieldset>
      ))}
      {fields.length < 5 && <Button variant="secondary" onClick={() => append({ name: '', phone: '' })}>Add a witness</Button>}
    </Section>
  )
}
