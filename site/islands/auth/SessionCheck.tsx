import type { ReactNode } from 'react'
import { Spinner } from '../../../dashboard/kit/ui/Spinner.tsx'

interface SessionCheckProps {
  checking: boolean
  label: string
  children: ReactNode
}

/**
 * A guest-only form while the stored session is being checked: laid out but hidden and inert under a
 * spinner. The prebuilt page so already has the form's height, and nothing below it moves when the
 * form appears; a signed-in visitor on the way to /dashboard never sees it.
 */
export function SessionCheck({ checking, label, children }: SessionCheckProps) {
  return (
    <div className="relative">
      <div className={checking ? 'invisible' : undefined} inert={checking}>
        {children}
      </div>
      {checking && <Spinner label={label} className="absolute inset-0" />}
    </div>
  )
}
