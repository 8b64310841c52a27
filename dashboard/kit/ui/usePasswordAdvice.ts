import { useEffect, useState } from 'react'
import { passwordProblem, type PasswordOwner } from '../../../shared/rules/passwordStrength.ts'

// Long enough that a typist's pause, not each key, asks the estimator.
const PAUSE_MS = 250

/**
 * Why the password being typed is weak, or null, judged by the same shared rules the server applies
 * and said as it is typed, before any submit. The estimator's dictionaries load on the first key.
 * The last verdict stays on screen until the next one is known: dropped on every key, the advice
 * blinked out and back at each pause and moved the fields and buttons below it up and down.
 */
export function usePasswordAdvice(password: string, owner: PasswordOwner): string | null {
  const [advice, setAdvice] = useState<string | null>(null)
  const { email, first_name: firstName, last_name: lastName } = owner
  useEffect(() => {
    if (password === '') return undefined
    let current = true
    const timer = setTimeout(() => {
      void passwordProblem(password, { email, first_name: firstName, last_name: lastName }).then((message) => {
        if (current) setAdvice(message)
      })
    }, PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [password, email, firstName, lastName])
  return password === '' ? null : advice
}
