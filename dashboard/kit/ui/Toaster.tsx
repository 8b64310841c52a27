import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

// Sonner's rich colours fall short of WCAG AA contrast (about 4.3:1); these text colours clear it.
const accessibleColors: CSSProperties & Record<`--${string}`, string> = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#9a3412',
  '--error-text': '#b91c1c',
}

interface ToasterProps {
  /**
   * Spec §9's default is bottom-right. A long form whose buttons sit at the bottom right (the quote
   * wizard) puts its toasts at the top instead, below the fixed site header, so they never cover a control.
   */
  placement?: 'bottom-right' | 'below-header'
}

/** Spec §9: toasts sit bottom-right by default and Alt+T moves focus to them. */
export function Toaster({ placement = 'bottom-right' }: ToasterProps) {
  const top = placement === 'below-header'
  return (
    <Sonner
      position={top ? 'top-right' : 'bottom-right'}
      offset={top ? { top: 88 } : undefined}
      mobileOffset={top ? { top: 72 } : undefined}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      // Narrow enough at desktop widths to sit in the margin beside a centred form column.
      style={top ? { ...accessibleColors, '--width': '240px' } : accessibleColors}
    />
  )
}
