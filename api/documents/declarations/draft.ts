import type { CoverageDraft } from './coverages.ts'

/** One line of a page as read: its text and how sure the reader is of it (1 for a PDF's text layer). */
export interface ReadLine {
  text: string
  confidence: number
}

/** A value found on the page and how sure we are of it, 0 to 1; nothing is saved until a person confirms. */
export interface DraftField<T> {
  value: T
  confidence: number
}

/** A limit or deductible in whole dollars, or 'declined' when the page says the coverage is not carried. */
export type DraftLimit = number | 'declined'

/**
 * What a declarations page pre-fills. A field is null when the page does not mention it; dates are
 * YYYY-MM-DD, the premium an exact decimal string ('1284.50').
 */
export interface DeclarationsDraft extends CoverageDraft {
  /** text: read from the PDF's text layer; ocr: recognised from a scan or photo. */
  source: 'text' | 'ocr'
  carrier: DraftField<string> | null
  policy_number: DraftField<string> | null
  effective_date: DraftField<string> | null
  expiration_date: DraftField<string> | null
  premium: DraftField<string> | null
  state: DraftField<string> | null
  vins: DraftField<string>[]
  drivers: DraftField<string>[]
  /** null value: the page says there is none. */
  lienholder: DraftField<string | null> | null
  /** Follows the lienholder: a car with one is financed or leased. */
  financed: DraftField<boolean> | null
}
