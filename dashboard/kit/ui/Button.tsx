import type { ButtonHTMLAttributes, Ref } from 'react'

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'bg-white text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50 disabled:text-brand-700/60',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-brand-700/60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  /** While true the button is disabled and reads `busyText` (e.g. 'Signing in...'). */
  busy?: boolean
  busyText?: string
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', busy = false, busyText, disabled, className = '', children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {busy && busyText ? busyText : children}
    </button>
  )
}
