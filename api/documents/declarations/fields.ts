import { isStateCode } from '../../../shared/constants/states.ts'
import { readCoverages } from './coverages.ts'
import type { DeclarationsDraft, DraftField, ReadLine } from './draft.ts'
import { DATE, parseCents, parseDate, readableCase } from './values.ts'
import { readVins } from './vins.ts'

/** A value found next to its label is likelier right than one guessed from where it sits. */
const LABELLED = 0.95
const GUESSED = 0.7

const field = <T>(value: T, line: ReadLine, weight: number): DraftField<T> => ({ value, confidence: Math.round(line.confidence * weight * 100) / 100 })

/** The first line a pattern matches, read by `pick`; null when no line yields a value. */
function first<T>(lines: ReadLine[], pattern: RegExp, pick: (match: RegExpExecArray) => T | null, weight = LABELLED): DraftField<T> | null {
  for (const line of lines) {
    const match = pattern.exec(line.text)
    const value = match ? pick(match) : null
    if (value !== null) return field(value, line, weight)
  }
  return null
}

function readCarrier(lines: ReadLine[]): DraftField<string> | null {
  const labelled = first(lines, /(?:insurance company|insurer|carrier|underwritten by)\s*:\s*(.+)/i, (m) => m[1]?.trim() || null)
  if (labelled) return labelled
  // Otherwise the letterhead: the first of the top lines that names an insurer.
  return first(lines.slice(0, 5), /^(?!.*declarations)(.*\b(?:insurance|casualty|mutual|assurance|indemnity|underwriters)\b.*)$/i, (m) => readableCase((m[1] ?? '').trim()), GUESSED)
}

const RANGE = new RegExp(`(?:policy period|term)\\s*:?\\s*${DATE.source}\\s*(?:to|through|thru|-|–)\\s*${DATE.source}`, 'i')

function readDates(lines: ReadLine[]): Pick<DeclarationsDraft, 'effective_date' | 'expiration_date'> {
  const labelled = (label: string) => first(lines, new RegExp(`${label}\\s*:?\\s*${DATE.source}`, 'i'), (m) => parseDate(m[1] ?? ''))
  return {
    effective_date: first(lines, RANGE, (m) => parseDate(m[1] ?? '')) ?? labelled('effective(?: date)?'),
    expiration_date: first(lines, RANGE, (m) => parseDate(m[2] ?? '')) ?? labelled('(?:expiration|expiry|expires)(?: date)?'),
  }
}

function readState(lines: ReadLine[]): DraftField<string> | null {
  const valid = (code: string | undefined) => (isStateCode(code) ? code : null)
  return (
    first(lines, /(?:garaging state|rated state|rating state|state)\s*:?\s*([A-Z]{2})\b/i, (m) => valid(m[1])) ??
    first(lines, /,\s*([A-Z]{2})\s+\d{5}\b/, (m) => valid(m[1]), GUESSED)
  )
}

const NAME = /^[A-Za-z][A-Za-z.' -]*[A-Za-z.]$/

function readDrivers(lines: ReadLine[]): DraftField<string>[] {
  const listed = lines.find((line) => /^(?:drivers|operators|listed drivers)\s*:/i.test(line.text))
  if (listed) {
    return listed.text
      .replace(/^[^:]*:/, '')
      .split(/[,;]/)
      .map((name) => name.trim())
      .filter((name) => NAME.test(name))
      .map((name) => field(readableCase(name), listed, LABELLED))
  }
  // A table: a heading naming drivers, then numbered rows until the first row that is not one.
  const heading = lines.findIndex((line) => /\b(?:listed )?drivers\b/i.test(line.text) && !line.text.includes(':'))
  if (heading < 0) return []
  const drivers: DraftField<string>[] = []
  for (const line of lines.slice(heading + 1)) {
    const name = /^\d+\s+(.+?)\s*$/.exec(line.text)?.[1]
    if (!name || !NAME.test(name)) break
    drivers.push(field(readableCase(name), line, GUESSED))
  }
  return drivers
}

function readLienholder(lines: ReadLine[]): Pick<DeclarationsDraft, 'lienholder' | 'financed'> {
  const lienholder = first(lines, /(?:lienholder|lien holder|loss payee|additional interest)\s*:?\s*(.+)/i, (m) => {
    const name = (m[1] ?? '').split(',')[0]?.trim() ?? ''
    if (name === '') return null
    return { name: /^none\b/i.test(name) ? null : name }
  })
  if (!lienholder) return { lienholder: null, financed: null }
  const { value, confidence } = lienholder
  return { lienholder: { value: value.name, confidence }, financed: { value: value.name !== null, confidence } }
}

/** Everything a declarations page says that the policy form asks for, each with how sure we are. */
export function extractDraft(lines: ReadLine[], source: DeclarationsDraft['source']): DeclarationsDraft {
  const clean = lines.map((line) => ({ ...line, text: line.text.replace(/[‐-―]/g, '-').replace(/[ \t]+/g, ' ').trim() })).filter((line) => line.text !== '')
  return {
    source,
    carrier: readCarrier(clean),
    policy_number: first(clean, /policy\s*(?:number|no\.?|#)\s*:?\s*([A-Z0-9][A-Z0-9-]{3,}[A-Z0-9])/i, (m) => m[1]?.toUpperCase() ?? null),
    ...readDates(clean),
    premium:
      first(clean, /total[\w\s-]*premium\s*:?\s*(\$?\s?[\d,]+\.\d{2})/i, (m) => parseCents(m[1] ?? '')) ??
      first(clean, /premium[\w\s]*?:?\s*(\$?\s?[\d,]+\.\d{2})/i, (m) => parseCents(m[1] ?? ''), GUESSED),
    state: readState(clean),
    vins: readVins(clean),
    drivers: readDrivers(clean),
    ...readCoverages(clean),
    ...readLienholder(clean),
  }
}
