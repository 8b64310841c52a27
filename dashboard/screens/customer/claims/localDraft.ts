import { currentOwner } from '../../../kit/session.ts'
import { isPlainObject } from '../../../../shared/rules/isPlainObject.ts'
import { ClaimForm } from '../../../../shared/schemas/accidentClaims.ts'

/**
 * What was typed and not yet saved on the server (offline, or a save that failed), kept in this
 * browser under a gq: key, so signing out clears it like the quote wizard's draft; it records whose
 * it is and is shown to that account only.
 */
const keyOf = (number: string) => `gq:claimDraft:${number}`

export function loadLocalDraft(number: string): ClaimForm | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(keyOf(number)) ?? 'null')
    if (!isPlainObject(saved) || saved.owner !== currentOwner()) return null
    const form = ClaimForm.safeParse(saved.form)
    return form.success ? form.data : null
  } catch {
    return null
  }
}

export function saveLocalDraft(number: string, form: ClaimForm): void {
  try {
    localStorage.setItem(keyOf(number), JSON.stringify({ owner: currentOwner(), form }))
  } catch {
    // A full or disabled storage only costs the copy kept while offline; the server save still runs.
  }
}

export function clearLocalDraft(number: string): void {
  try {
    localStorage.removeItem(keyOf(number))
  } catch {
    // Nothing stored, nothing to clear.
  }
}
