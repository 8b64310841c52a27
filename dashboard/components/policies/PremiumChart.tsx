import { useId } from 'react'
import { dollars, toCents } from '../../../shared/rules/cents.ts'
import { calendarDay } from '../../../shared/dates.ts'
import type { PolicyTermJson } from '../../../shared/schemas/policyRenewal.ts'

const KIND_LABELS: Record<PolicyTermJson['kind'], string> = { past: 'Past term', current: 'Current term', renewal: 'Renewal offer' }

const WIDTH = 560
const HEIGHT = 220
const TOP = 28
const BOTTOM = 44
const BAR = 56

const termRange = (term: PolicyTermJson) => `${calendarDay(term.effective_date)} – ${calendarDay(term.expiration_date)}`

/**
 * The premium over the policy's terms as bars that read without colour: each kind has its own
 * pattern (dots for past terms, solid for the current one, stripes for the renewal offer), each bar
 * carries its amount and kind in words, and the same numbers follow as a table.
 */
export function PremiumChart({ terms }: { terms: PolicyTermJson[] }) {
  const id = useId()
  const highest = Math.max(1, ...terms.map((term) => toCents(term.premium)))
  const step = WIDTH / Math.max(terms.length, 1)
  const fill = (kind: PolicyTermJson['kind']) => (kind === 'current' ? '#1e3a8a' : `url(#${id}-${kind})`)
  return (
    <figure className="space-y-3">
      <figcaption id={`${id}-title`} className="text-lg font-semibold text-slate-900">Premium over the terms</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full max-w-xl">
        <desc id={`${id}-desc`}>{terms.map((term) => `${KIND_LABELS[term.kind]}, ${termRange(term)}: ${dollars(term.premium)}`).join('. ')}</desc>
        <defs>
          <pattern id={`${id}-past`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill="#ffffff" />
            <circle cx="4" cy="4" r="1.6" fill="#334155" />
          </pattern>
          <pattern id={`${id}-renewal`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#ffffff" />
            <rect width="4" height="8" fill="#7c2d12" />
          </pattern>
        </defs>
        <line x1="0" y1={HEIGHT - BOTTOM} x2={WIDTH} y2={HEIGHT - BOTTOM} stroke="#334155" />
        {terms.map((term, index) => {
          const height = Math.round(((HEIGHT - TOP - BOTTOM) * toCents(term.premium)) / highest)
          const x = step * index + (step - BAR) / 2
          const y = HEIGHT - BOTTOM - height
          return (
            <g key={`${term.kind}-${term.effective_date}`}>
              <rect x={x} y={y} width={BAR} height={height} fill={fill(term.kind)} stroke="#0f172a" strokeWidth="1.5" />
              <text x={x + BAR / 2} y={y - 8} textAnchor="middle" fontSize="13" fontWeight="600" fill="#0f172a">{dollars(term.premium)}</text>
              <text x={x + BAR / 2} y={HEIGHT - BOTTOM + 18} textAnchor="middle" fontSize="12" fill="#0f172a">{KIND_LABELS[term.kind]}</text>
              <text x={x + BAR / 2} y={HEIGHT - BOTTOM + 34} textAnchor="middle" fontSize="11" fill="#334155">{term.effective_date.slice(0, 7)}</text>
            </g>
          )
        })}
      </svg>
      <table className="w-full max-w-xl text-left text-sm">
        <caption className="sr-only">Premium by term</caption>
        <thead>
          <tr className="border-b border-slate-300"><th scope="col" className="py-1">Term</th><th scope="col" className="py-1">Dates</th><th scope="col" className="py-1 text-right">Premium</th></tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={`${term.kind}-${term.effective_date}`} className="border-b border-slate-100">
              <th scope="row" className="py-1 font-medium">{KIND_LABELS[term.kind]}</th>
              <td className="py-1">{termRange(term)}</td>
              <td className="py-1 text-right">{dollars(term.premium)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
