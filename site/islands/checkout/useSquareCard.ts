import { useEffect, useRef, useState } from 'react'
import { payments, type Card, type TokenResult } from '@square/web-sdk'
import { read } from '../../../dashboard/kit/api.ts'
import { PaymentsConfigJson } from '../../../shared/schemas/subscriptions.ts'

export type CardFormState =
  | { status: 'loading' }
  | { status: 'ready'; emulated: boolean }
  | { status: 'error'; message: string }

/**
 * Square's card form inside `containerId`, through @square/web-sdk: real Square's script, or the
 * built-in sandbox's square.js when the server says it is emulated. The form is destroyed on close.
 */
export function useSquareCard(containerId: string) {
  const [state, setState] = useState<CardFormState>({ status: 'loading' })
  const card = useRef<Card | null>(null)

  useEffect(() => {
    let live = true
    let attached: Card | null = null
    ;(async () => {
      const config = await read.data(PaymentsConfigJson, '/payments/config')
      const square = await payments(config.application_id, config.location_id, config.script_src ? { scriptSrc: config.script_src } : undefined)
      if (!square) throw new Error('Square.js failed to load properly.')
      attached = await square.card()
      if (!live) return void attached.destroy()
      await attached.attach(`#${containerId}`)
      card.current = attached
      setState({ status: 'ready', emulated: config.emulated })
    })().catch((error: unknown) => {
      if (live) setState({ status: 'error', message: error instanceof Error ? error.message : 'The payment form could not be loaded.' })
    })
    return () => {
      live = false
      card.current = null
      void attached?.destroy()
    }
  }, [containerId])

  const tokenize = async (): Promise<TokenResult | null> => (card.current ? card.current.tokenize() : null)

  return { state, tokenize }
}
