import type { ReactNode } from 'react'
import CircleAlert from 'lucide-react/icons/circle-alert'

interface ErrorPanelProps {
  title: string
  message: ReactNode
  children?: ReactNode
}

/** A screen's error state: what failed, and what the user can do next. */
export function ErrorPanel({ title, message, children }: ErrorPanelProps) {
  return (
    <section role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">{title}</h2>
          <div className="space-y-1 text-sm">{message}</div>
          {children}
        </div>
      </div>
    </section>
  )
}
