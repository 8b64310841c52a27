import { Fragment } from 'react'
import type { AgencyJson } from '../../../shared/schemas/agency.ts'

/**
 * The agency's legal name, address and licence numbers in the footer. The signed-in app passes the
 * agency it fetched; the static public pages render the fallback, which site/scripts/agencyDetails.ts
 * replaces with the same two lines once GET /agency answers (data-agency-footer marks the spot).
 */
export function AgencyLines({ agency }: { agency: AgencyJson | null | undefined }) {
  return (
    <div data-agency-footer className="space-y-1 text-xs text-slate-400">
      {agency ? (
        <>
          <p>{agency.legal_name}, {agency.principal_place_of_business}. National producer number {agency.national_producer_number}.</p>
          <p>
            Licence numbers:{' '}
            {agency.licences.map((licence, index) => (
              <Fragment key={licence.state}>{index > 0 && ' · '}<span className="whitespace-nowrap">{licence.state} {licence.licence_number}</span></Fragment>
            ))}
          </p>
        </>
      ) : (
        <p>Our legal name, address and licence numbers are on the <a className="underline hover:text-white" href="/about#licences">About page</a>.</p>
      )}
    </div>
  )
}
