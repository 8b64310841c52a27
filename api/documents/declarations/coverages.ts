import type { DraftField, DraftLimit, ReadLine } from './draft.ts'
import { DECLINED, wholeDollars } from './values.ts'

type Coverage = 'bodily_injury' | 'property_damage' | 'um_uim' | 'pip' | 'med_pay' | 'comprehensive' | 'collision' | 'rental' | 'roadside'

/** How pages name each coverage; abbreviations only in capitals, so 'Med' inside a word never counts. */
const LABELS: Record<Coverage, RegExp[]> = {
  um_uim: [/uninsured\/underinsured motorists?|uninsured motorists?|underinsured motorists?/i, /\bUM\/UIM\b|\bUM\b/],
  bodily_injury: [/bodily injury(?: liability)?/i, /\bBI\b/],
  property_damage: [/property damage(?: liability)?/i, /\bPD\b/],
  pip: [/personal injury protection/i, /\bPIP\b/],
  med_pay: [/medical payments|med ?pay/i, /\bMED\b/],
  comprehensive: [/comprehensive|other than collision/i, /\bCOMP(?: DED)?\b/],
  collision: [/\bcollision\b/i, /\bCOLL(?: DED)?\b/],
  rental: [/rental(?: reimbursement)?|transportation expense/i],
  roadside: [/roadside(?: assistance)?|towing(?: and labor)?/i],
}
const COVERAGES = Object.keys(LABELS).filter((name): name is Coverage => name in LABELS)

interface Found {
  coverage: Coverage
  start: number
  end: number
}

/** Every coverage label in a line, in order, without overlaps (the first and longest wins). */
function labelsIn(text: string): Found[] {
  const found: Found[] = []
  for (const coverage of COVERAGES) {
    for (const pattern of LABELS[coverage]) {
      for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        const start = match.index
        const end = start + match[0].length
        if (!found.some((other) => start < other.end && other.start < end)) found.push({ coverage, start, end })
      }
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/** What each coverage's label is followed by, up to the next label: its limits, deductible or refusal. */
function segments(lines: ReadLine[]): Map<Coverage, { text: string; confidence: number }> {
  const result = new Map<Coverage, { text: string; confidence: number }>()
  for (const line of lines) {
    const found = labelsIn(line.text)
    found.forEach((label, i) => {
      if (result.has(label.coverage)) return
      result.set(label.coverage, { text: line.text.slice(label.end, found[i + 1]?.start ?? line.text.length), confidence: line.confidence })
    })
  }
  return result
}

export interface CoverageDraft {
  bodily_injury_per_person: DraftField<DraftLimit> | null
  bodily_injury_per_accident: DraftField<DraftLimit> | null
  property_damage: DraftField<DraftLimit> | null
  um_uim_per_person: DraftField<DraftLimit> | null
  um_uim_per_accident: DraftField<DraftLimit> | null
  pip: DraftField<DraftLimit> | null
  med_pay: DraftField<DraftLimit> | null
  comprehensive_deductible: DraftField<DraftLimit> | null
  collision_deductible: DraftField<DraftLimit> | null
  rental_per_day: DraftField<DraftLimit> | null
  rental_maximum: DraftField<DraftLimit> | null
  roadside: DraftField<boolean> | null
}

const LIABILITY: Coverage[] = ['bodily_injury', 'property_damage', 'um_uim']

/** The coverage section: each limit in whole dollars, 'declined' where the page refuses it. */
export function readCoverages(lines: ReadLine[]): CoverageDraft {
  const found = segments(lines)
  /** The n-th amount after a label ('declined' for any n); liability written short ('BI 50/100') is in thousands. */
  const limit = (coverage: Coverage, n: number): DraftField<DraftLimit> | null => {
    const segment = found.get(coverage)
    if (!segment) return null
    const confidence = Math.round(segment.confidence * 95) / 100
    if (DECLINED.test(segment.text)) return { value: 'declined', confidence }
    const amount = wholeDollars(segment.text)[n]
    if (amount === undefined) return null
    const inThousands = LIABILITY.includes(coverage) && amount < 1000
    return { value: inThousands ? amount * 1000 : amount, confidence: inThousands ? Math.round(confidence * 85) / 100 : confidence }
  }
  const roadside = found.get('roadside')
  return {
    bodily_injury_per_person: limit('bodily_injury', 0),
    bodily_injury_per_accident: limit('bodily_injury', 1),
    property_damage: limit('property_damage', 0),
    um_uim_per_person: limit('um_uim', 0),
    um_uim_per_accident: limit('um_uim', 1),
    pip: limit('pip', 0),
    med_pay: limit('med_pay', 0),
    comprehensive_deductible: limit('comprehensive', 0),
    collision_deductible: limit('collision', 0),
    rental_per_day: limit('rental', 0),
    rental_maximum: limit('rental', 1),
    roadside: roadside ? { value: !DECLINED.test(roadside.text), confidence: Math.round(roadside.confidence * 90) / 100 } : null,
  }
}
