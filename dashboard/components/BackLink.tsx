import type { ReactNode } from 'react'
import { Link } from 'wouter'
import ArrowLeft from 'lucide-react/icons/arrow-left'

/** The link above a screen back to the one it was opened from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  )
}
