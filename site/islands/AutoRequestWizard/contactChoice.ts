import { checked } from '@dashboard/kit/api.ts'
import { messageEnvelope } from '@shared/schemas/envelope.ts'
import { ContactConsentJson } from '@shared/schemas/consents.ts'

/**
 * The calls-and-texts box is not part of the request (quotes never depend on it), so its answer is
 * kept apart, in this browser, until the request exists: a visitor who ticks it, verifies their
 * e-mail and comes back still has it ticked, and it is recorded once the request is submitted.
 */
const KEY = 'gq:contactConsentChoice'

export function loadContactChoice(): boolean {
  try {
    return localStorage.getItem(KEY) === 'yes'
  } catch {
    return false
  }
}

export function saveContactChoice(yes: boolean): void {
  try {
    if (yes) localStorage.setItem(KEY, 'yes')
    else localStorage.removeItem(KEY)
  } catch {
    // Private mode: the box still works for this page; only a verification round trip forgets it.
  }
}

/** After the request is created: records a yes for the request's number (PUT /me/contact_consent), then forgets it. */
export async function sendContactChoice(phone: string): Promise<void> {
  if (!loadContactChoice()) return
  await checked.put(messageEnvelope(ContactConsentJson), '/me/contact_consent', { consented: true, phone_number: phone, source: 'wizard_checkbox' })
  saveContactChoice(false)
}
