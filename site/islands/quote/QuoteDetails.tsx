import Building from 'lucide-react/icons/building-2'
import Car from 'lucide-react/icons/car'
import FileText from 'lucide-react/icons/file-text'
import MapPin from 'lucide-react/icons/map-pin'
import Shield from 'lucide-react/icons/shield'
import User from 'lucide-react/icons/user'
import BadgePercent from 'lucide-react/icons/badge-percent'
import type { InsuranceRequestJson } from '@shared/schemas/insuranceRequestJson.ts'
import { asksPip, asksUmUim, currentInsurerLabel, liabilityLabel, medPayLabel, NOT_SELECTED, umUimLabel, wholeDollars } from '@shared/rules/coverageLabels.ts'
import { coverageTypeLabel, discountChips, safetyFeatures } from './format.ts'
import { SummaryCard, SummaryList, SummaryRow } from './SummaryCard.tsx'

const TYPE_LABELS: Record<string, string> = { auto: 'Auto Insurance' }

/** The request as submitted: type, applicant, address, vehicle, coverage and the discount chips. */
export function QuoteDetails({ quote }: { quote: InsuranceRequestJson }) {
  const { applicant, auto_insurance: auto } = quote
  const state = applicant?.address.state ?? ''
  const features = auto?.safety_features ? safetyFeatures(auto.safety_features_list) : []
  const chips = auto ? discountChips(auto) : []
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <SummaryCard title="Insurance Type" icon={FileText}>
        <SummaryList>
          <SummaryRow label="Type">{TYPE_LABELS[quote.insurance_type] ?? quote.insurance_type}</SummaryRow>
        </SummaryList>
      </SummaryCard>
      {applicant && (
        <SummaryCard title="Applicant" icon={User}>
          <SummaryList>
            <SummaryRow label="Name">{applicant.full_name}</SummaryRow>
            <SummaryRow label="Email">{applicant.email}</SummaryRow>
            <SummaryRow label="Phone">{applicant.phone_number}</SummaryRow>
            <SummaryRow label="Driver's License">{applicant.drivers_license ?? 'Not provided'}</SummaryRow>
          </SummaryList>
        </SummaryCard>
      )}
      {applicant && (
        <SummaryCard title="Address" icon={MapPin}>
          <SummaryList>
            <SummaryRow label="Street">{applicant.address.street}</SummaryRow>
            <SummaryRow label="City">{applicant.address.city}</SummaryRow>
            <SummaryRow label="State">{applicant.address.state}</SummaryRow>
            <SummaryRow label="ZIP Code">{applicant.address.zip}</SummaryRow>
          </SummaryList>
        </SummaryCard>
      )}
      {auto && (
        <SummaryCard title="Vehicle" icon={Car}>
          <SummaryList>
            <SummaryRow label="VIN">{auto.vin}</SummaryRow>
            <SummaryRow label="Number of Vehicles">{auto.number_of_vehicles ?? 1}</SummaryRow>
            {features.length > 0 && (
              <SummaryRow label="Safety Features">
                <ul className="list-inside list-disc">
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </SummaryRow>
            )}
          </SummaryList>
        </SummaryCard>
      )}
      {auto && (
        <SummaryCard title="Current Insurance" icon={Building}>
          <SummaryList>
            <SummaryRow label="Current Insurer">{currentInsurerLabel(auto)}</SummaryRow>
          </SummaryList>
        </SummaryCard>
      )}
      {auto && (
        <SummaryCard title="Coverage" icon={Shield}>
          <SummaryList>
            <SummaryRow label="Coverage Type">{coverageTypeLabel(auto.coverage_type)}</SummaryRow>
            {auto.deductible !== null && <SummaryRow label="Deductible">{wholeDollars(auto.deductible)}</SummaryRow>}
            <SummaryRow label="Liability Limits">{liabilityLabel(auto.minimum_liability_limits, state, new Date(quote.created_at))}</SummaryRow>
            {asksPip(state) && <SummaryRow label="PIP">{auto.pip === null ? NOT_SELECTED : wholeDollars(auto.pip)}</SummaryRow>}
            {asksUmUim(state) && <SummaryRow label="UM/UIM">{umUimLabel(auto.um_uim)}</SummaryRow>}
            <SummaryRow label="Medical Payments">{medPayLabel(auto.med_pay, auto.med_pay_amount)}</SummaryRow>
          </SummaryList>
        </SummaryCard>
      )}
      {auto && (
        <SummaryCard title="Eligible Discounts" icon={BadgePercent}>
          {chips.length === 0 ? (
            <p className="text-sm text-slate-600">No discounts selected.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Eligible discounts">
              {chips.map((chip) => (
                <li key={chip} className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-900">
                  {chip}
                </li>
              ))}
            </ul>
          )}
        </SummaryCard>
      )}
    </div>
  )
}
