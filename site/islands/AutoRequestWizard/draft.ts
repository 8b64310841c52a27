import { currentOwner } from '@dashboard/kit/session.ts'
import { valuesFrom, type WizardValues } from './form.ts'
import { isPlainObject } from '@shared/rules/isPlainObject.ts'

/** The auto quote form kept in this browser (spec §4: a key of its own, apart from the token). */
const DRAFT_KEY = 'gq:autoQuoteDraft'
export const STEP_COUNT = 3

export interface Draft {
  step: number
  values: WizardValues
  /** The user id the draft was started under, null when signed out: it is shown to that account only. */
  owner: string | null
}


const clampStep = (step: unknown) =>
  typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 1), STEP_COUNT) : 1

/** The stored draft, or null when there is none or it cannot be read (private mode, corrupt JSON). */
export function loadDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY)
    if (!raw) return null
    const saved: unknown = JSON.parse(raw)
    if (!isPlainObject(saved)) return null
    const owner = typeof saved.owner === 'string' ? saved.owner : null
    return { step: clampStep(saved.step), values: valuesFrom(saved.values), owner }
  } catch {
    return null
  }
}

export function saveDraft(draft: Omit<Draft, 'owner'>): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, owner: currentOwner() }))
  } catch {
    // A full or disabled storage only costs the restore after a reload; the form keeps working.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
