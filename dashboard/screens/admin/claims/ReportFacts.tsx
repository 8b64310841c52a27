import type { AdminAccidentClaimJson } from '../../../../shared/schemas/accidentClaims.ts'
import { cardClass, Facts } from '../parts.tsx'

const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No')

/** Everything the customer reported, in the order of the ACORD 2 loss notice. */
export function ReportFacts({ claim }: { claim: AdminAccidentClaimJson }) {
  const { report } = claim
  const where = [report.location.address, report.location.city, report.location.state].filter(Boolean).join(', ')
  const coordinates = report.location.latitude === null ? '' : `${report.location.latitude}, ${report.location.longitude ?? ''}`
  return (
    <section aria-labelledby="claim-report" className={`${cardClass} space-y-5`}>
      <h2 id="claim-report" className="text-lg font-semibold text-slate-900">The report</h2>
      <Facts items={[
        ['When (local time)', report.occurred_at.replace('T', ' ')],
        ['Where', where],
        ['Location shared', coordinates],
        ['Police called', yesNo(report.police.called)],
        ['Police report', [report.police.report_number, report.police.department].filter(Boolean).join(', ')],
        ['Citations', report.police.citations],
      ]} />
      <div>
        <h3 className="text-sm font-semibold text-slate-800">What happened</h3>
        <p className="whitespace-pre-line text-slate-900">{report.description || 'N/A'}</p>
      </div>
      <Facts items={[
        ['VIN', report.vehicle.vin],
        ['Plate', report.vehicle.plate],
        ['Vehicle', report.vehicle.description],
        ['Driver', report.driver.name],
        ['Driver\'s license', [report.driver.license_number, report.driver.license_state].filter(Boolean).join(', ')],
        ['Can be driven', yesNo(report.damage.drivable)],
        ['Damage', report.damage.description],
        ['Inspection at', report.damage.inspection_location],
        ['People hurt', report.injuries.count === null ? '' : String(report.injuries.count)],
        ['Injuries', report.injuries.description],
      ]} />
      {report.other_parties.map((party, index) => (
        <div key={`party-${index}`} className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-800">Other driver {index + 1}</h3>
          <Facts items={[['Name', party.driver_name], ['Phone', party.phone], ['Plate', party.plate], ['Insurer', party.insurer], ['Policy number', party.policy_number]]} />
        </div>
      ))}
      {report.witnesses.length > 0 && (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-800">Witnesses</h3>
          <ul className="list-disc pl-5 text-slate-900">{report.witnesses.map((witness, index) => <li key={`witness-${index}`}>{witness.name || 'No name'}{witness.phone ? `, ${witness.phone}` : ''}</li>)}</ul>
        </div>
      )}
    </section>
  )
}
