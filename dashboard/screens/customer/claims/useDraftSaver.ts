import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, checked } from '../../../kit/api.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AccidentClaimJson, type ClaimForm } from '../../../../shared/schemas/accidentClaims.ts'
import { clearLocalDraft, loadLocalDraft, saveLocalDraft } from './localDraft.ts'

export type SaveState = 'saved' | 'waiting' | 'saving' | 'offline' | 'refused'

/** A pause in typing this long sends the draft; a phone on a weak signal is not asked to send every key. */
const QUIET_MS = 800

/**
 * Saves a report's draft as it is typed: at once in this browser, then on the server after a pause
 * in typing. Offline (or when a save cannot reach the server) the browser's copy waits and is sent
 * when the connection is back, or when the page is opened again. A refusal (422) keeps the copy and
 * hands the server's field messages to `onRefused`.
 */
export function useDraftSaver(number: string, onRefused: (error: ApiError) => void) {
  const [state, setState] = useState<SaveState>('saved')
  const pending = useRef<ClaimForm | null>(loadLocalDraft(number))
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const refused = useRef(onRefused)
  refused.current = onRefused

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current)
    const form = pending.current
    if (!form) return true
    if (!navigator.onLine) {
      setState('offline')
      return false
    }
    setState('saving')
    try {
      await checked.put(messageEnvelope(AccidentClaimJson), `/claims/${encodeURIComponent(number)}`, { claim: form })
      // Typing during the save left a newer copy: it goes on the next pause.
      if (pending.current !== form) return await flush()
      pending.current = null
      clearLocalDraft(number)
      setState('saved')
      return true
    } catch (error) {
      // Too many saves for now: the copy waits in the browser and goes when the server says it may.
      if (error instanceof ApiError && error.status === 429) {
        const seconds = Number(error.details.retry_after_seconds ?? 60)
        setState('waiting')
        timer.current = setTimeout(() => void flush(), Math.max(1, seconds) * 1000)
      } else if (error instanceof ApiError && error.status < 500) {
        setState('refused')
        refused.current(error)
      } else {
        setState('offline')
      }
      return false
    }
  }, [number])

  const change = useCallback((form: ClaimForm) => {
    pending.current = form
    saveLocalDraft(number, form)
    setState('waiting')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void flush(), QUIET_MS)
  }, [number, flush])

  useEffect(() => {
    const online = () => void flush()
    window.addEventListener('online', online)
    // A copy left by an earlier visit (offline, or closed mid-save) is sent now.
    if (pending.current) void flush()
    return () => {
      window.removeEventListener('online', online)
      clearTimeout(timer.current)
    }
  }, [flush])

  return { state, change, flush }
}
