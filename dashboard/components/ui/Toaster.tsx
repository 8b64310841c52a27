import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

// Sonner's rich colours fall short of WCAG AA contrast (about 4.3:1); these text colours clear it.
const accessibleColors: CSSProperties & Record<`--${string}`, string> = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#9a3412',
  '--error-text': '#b91c1c',
}

/** Spec §9: toasts sit bottom-right and Alt+T moves focus to them. */
export function Toaster() {
  return <Sonner position="bottom-right" hotkey={['altKey', 'KeyT']} richColors closeButton style={accessibleColors} />
}
