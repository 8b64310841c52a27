import { isPlainObject } from '@shared/rules/isPlainObject.ts'

/**
 * Each step the visitor moves to is an entry in the browser's history, so Back and Forward (a phone's
 * back gesture most of all) move between the steps instead of leaving the form. The entries keep
 * only the step: the answers stay in the form and its saved draft.
 */
const stepOf = (state: unknown) => (isPlainObject(state) && typeof state.wizardStep === 'number' ? state.wizardStep : null)

/** A new entry for a step the visitor moves to. */
export const pushStep = (step: number) => window.history.pushState({ wizardStep: step }, '')

/** The entry the visitor is on shows this step (the step the form opens on). */
export const markStep = (step: number) => window.history.replaceState({ wizardStep: step }, '')

/** Calls `show` with the step of each entry Back or Forward returns to; answers the unsubscribe. */
export function onStepReturned(show: (step: number) => void): () => void {
  const listener = (event: PopStateEvent) => {
    const step = stepOf(event.state)
    if (step !== null) show(step)
  }
  window.addEventListener('popstate', listener)
  return () => window.removeEventListener('popstate', listener)
}
