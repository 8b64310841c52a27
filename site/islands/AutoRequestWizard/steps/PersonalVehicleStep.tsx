import { useFormContext, useWatch } from 'react-hook-form'
import { STATES } from '@shared/constants/states.ts'
import { normalizePhone } from '@shared/rules/phone.ts'
import { normalizeVin } from '@shared/rules/vin.ts'
import { CAR_OWNERSHIP_LENGTHS, INSURANCE_COMPANY_LENGTHS, LENGTH_LABELS } from '@shared/constants/requestOptions.ts'
import { addressPath, applicantPath, autoPath, type WizardValues } from '../form.ts'
import { CheckboxField, SelectField, TextField } from '../fields.tsx'
import { VinDecoded } from '../VinDecoded.tsx'
import { HouseholdCards } from './household/HouseholdCards.tsx'

const STATE_OPTIONS = STATES.map((state) => ({ value: state.code, label: state.name }))
const COMPANY_LENGTH_OPTIONS = INSURANCE_COMPANY_LENGTHS.map((value) => ({ value, label: LENGTH_LABELS[value] }))
const OWNERSHIP_LENGTH_OPTIONS = CAR_OWNERSHIP_LENGTHS.map((value) => ({ value, label: LENGTH_LABELS[value] }))

export function PersonalVehicleStep() {
  const { control, setValue } = useFormContext<WizardValues>()
  const [vin, companyLength, financed] = useWatch({
    control,
    name: [autoPath('vin'), autoPath('insurance_company_length'), autoPath('is_financed')],
  })
  const phone = applicantPath('phone_number')
  const vinPath = autoPath('vin')

  return (
    <div className="space-y-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Personal Information</legend>
        <SelectField name={addressPath('state')} label="State" options={STATE_OPTIONS} required placeholder="Select your state" className="sm:col-span-2" />
        <TextField name={applicantPath('first_name')} label="First Name" required autoComplete="given-name" />
        <TextField name={applicantPath('last_name')} label="Last Name" required autoComplete="family-name" />
        <TextField name={addressPath('street')} label="Street Address" required autoComplete="street-address" className="sm:col-span-2" />
        <TextField name={addressPath('city')} label="City" required autoComplete="address-level2" />
        <TextField name={addressPath('zip')} label="ZIP Code" required autoComplete="postal-code" inputMode="numeric" />
        <TextField
          name={phone}
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel-national"
          placeholder="(XXX) XXX-XXXX"
          onBlur={(event) => {
            const normalized = normalizePhone(String(event.target.value))
            if (normalized) setValue(phone, normalized)
          }}
        />
        <TextField name={applicantPath('email')} label="Email" type="email" required autoComplete="email" />
        <TextField name={applicantPath('drivers_license')} label="Driver License Number" className="sm:col-span-2" />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Vehicle and Insurance History</legend>
        <TextField
          name={vinPath}
          label="VIN (Vehicle Identification Number)"
          required
          autoComplete="off"
          className="sm:col-span-2"
          hint={<VinDecoded vin={typeof vin === 'string' ? vin : ''} />}
          onBlur={(event) => setValue(vinPath, normalizeVin(String(event.target.value)))}
        />
        <SelectField name={autoPath('insurance_company_length')} label="How long with insurance company?" options={COMPANY_LENGTH_OPTIONS} required />
        <SelectField name={autoPath('car_ownership_length')} label="How long have you had the car?" options={OWNERSHIP_LENGTH_OPTIONS} required />
        {companyLength && companyLength !== 'none' && (
          <TextField name={autoPath('insurance_company')} label="Insurance Company Name" autoComplete="off" className="sm:col-span-2" />
        )}
        <div className="sm:col-span-2">
          <CheckboxField name={autoPath('is_financed')} label="Financed" description="The car is financed or leased." />
        </div>
        {financed === true && (
          <TextField name={autoPath('financial_institution')} label="Financial Institution" required className="sm:col-span-2" />
        )}
      </fieldset>

      <HouseholdCards />
    </div>
  )
}
