import { useCallback, useEffect, useRef, type FocusEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { CreateInsuranceRequestBody } from '@shared/schemas/insuranceRequest.ts'
import { isWizardPath, type WizardValues } from './form.ts'

type WizardForm = UseFormReturn<WizardValues, unknown, CreateInsuranceRequestBody>

/**
 * Checks a field when it loses focus, but never between a press and its release: a message appearing
 * under the field moves everything below it, so a click that blurred the field (on Financed, on
 * CONTINUE) would be released over something else and lost. A blur made by a press waits for the click.
 */
export function useBlurValidation(form: WizardForm) {
  const pressed = useRef(false)
  const waiting = useRef(new Set<string>())

  useEffect(() => {
    const press = () => {
      pressed.current = true
    }
    const release = () => {
      if (!pressed.current && waiting.current.size === 0) return
      pressed.current = false
      // After this task, so the click the release makes reaches its target first.
      window.setTimeout(() => {
        const names = [...waiting.current].filter(isWizardPath)
        waiting.current.clear()
        if (names.length > 0) void form.trigger(names)
      }, 0)
    }
    // A native select's popup may swallow the pointerup: a click or a key ends the press too. Not
    // 'change': a text field fires it as it loses focus, in the middle of the press.
    const releases = ['pointerup', 'pointercancel', 'click', 'keydown'] as const
    window.addEventListener('pointerdown', press, true)
    for (const type of releases) window.addEventListener(type, release, true)
    return () => {
      window.removeEventListener('pointerdown', press, true)
      for (const type of releases) window.removeEventListener(type, release, true)
    }
  }, [form])

  return useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const target = event.target
      if (!('name' in target) || typeof target.name !== 'string' || !isWizardPath(target.name)) return
      if (pressed.current) waiting.current.add(target.name)
      else void form.trigger(target.name)
    },
    [form],
  )
}
