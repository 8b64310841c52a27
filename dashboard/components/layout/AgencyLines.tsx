import { Fragment } from 'react'
import type { AgencyJson } from '../../../shared/schemas/agency.ts'
import { agencyFooterLines } from '../../../shared/rules/licences.ts'

/**
 * The agency's legal name, address and licence numbers in the footer. The signed-in app passes the
 * agency it fetched; the static public pages render the fallback, which site/scripts/agencyDetails.ts
 * replaces with the same lines once GET /agency answers (data-agency-footer marks the spot).
 */
export function AgencyLines({ agency }: { agency: AgencyJson | null | undefined }) {
  const lines = agency ? agencyFooterLines(agency) : null
  return (
    <div data-agency-footer className="space-y-1 text-xs text-slate-400">
      {lines ? (
        <>
          <p>{lines.identity}</p>
          <p>Licence numbers: {lines.licences.map((licence, index) => <Fragment key={licence}>{index > 0 && ' · '}<span className="whitespace-nowrap">{licence}</span></Fragment>)}</p>
        </>
      ) : (
        <p>Our legal name, address and licence numbers are on the <a className="underline hover:text-white" href="/about#licences">About page</a>.</p>
      )}
    </div>
  )
}
