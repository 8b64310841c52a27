import { useFormContext, useWatch } from 'react-hook-form'
import type { DISCOUNTS } from '@shared/constants/requestOptions.ts'
import { autoPath, type WizardValues } from '../form.ts'
import { CheckboxField, TextField } from '../fields.tsx'

type Discount = (typeof DISCOUNTS)[number]
type DiscountFlag = Discount['flag']
type DiscountDetail = Extract<Discount, { detail: string }>['detail']

const LABELS: Record<DiscountFlag, string> = {
  professional_organization: 'Professional organization member',
  defensive_driving_certificate: 'Defensive driving certificate',
  multiple_vehicles: 'Multiple vehicles',
  homeowner: 'Homeowner',
  good_student: 'Good student',
  safety_features: 'Vehicle safety features',
  anti_theft_devices: 'Anti-theft devices',
  full_payment_upfront: 'Full payment upfront',
  clean_record: 'Clean driving record',
  paperless_billing: 'Paperless billing',
  automatic_payments: 'Automatic payments',
  telematics_program: 'Telematics program',
  military: 'Military service',
  senior_course: 'Senior (55+) driver course',
  affinity_group: 'Affinity group member',
  advance_quote: 'Advance quote (7+ days before coverage starts)',
}

const DETAILS: Record<DiscountDetail, { label: string; placeholder?: string; inputMode?: 'numeric' }> = {
  professional_organization_name: { label: 'Organization Name' },
  number_of_vehicles: { label: 'Number of Vehicles', inputMode: 'numeric' },
  school: { label: 'School Name' },
  safety_features_list: { label: 'Safety Features', placeholder: 'e.g. airbags, anti-lock brakes, lane assist' },
  military_branch: { label: 'Military Branch' },
  affinity_group_name: { label: 'Affinity Group Name' },
}

interface DiscountsSectionProps {
  discounts: readonly Discount[]
}

/** The 16 discount checkboxes; ticking one with a detail reveals its required text field. */
export function DiscountsSection({ discounts }: DiscountsSectionProps) {
  const { control } = useFormContext<WizardValues>()
  const auto = useWatch({ control, name: 'insurance_request.auto_insurance_attributes' })
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">Discount Eligibility</legend>
      <p className="mt-1 text-sm text-slate-600">Tick everything that applies; each one can lower your premium.</p>
      <div className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {discounts.map((discount) => (
          <div key={discount.flag} className="space-y-2">
            <CheckboxField name={autoPath(discount.flag)} label={LABELS[discount.flag]} />
            {'detail' in discount && auto[discount.flag] === true && (
              <TextField
                name={autoPath(discount.detail)}
                label={DETAILS[discount.detail].label}
                placeholder={DETAILS[discount.detail].placeholder}
                inputMode={DETAILS[discount.detail].inputMode}
                required
                className="pl-7"
              />
            )}
          </div>
        ))}
      </div>
    </fieldset>
  )
}
