/**
 * Asking for the password again when the API answers `reauthentication_required` (a change to who
 * the person is, on a session that signed in more than 5 minutes ago). The signed-in app installs
 * the dialog that asks; without one the refusal reaches the caller as it is.
 */
type Prompt = () => Promise<boolean>

let prompt: Prompt | null = null
let asking: Promise<boolean> | null = null

export function setReauthenticationPrompt(next: Prompt | null): void {
  prompt = next
}

/** True once the person has confirmed their password; several refused requests share one dialog. */
export function askToReauthenticate(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false)
  asking ??= prompt().finally(() => {
    asking = null
  })
  return asking
}
