import LoaderCircle from 'lucide-react/icons/loader-circle'

export interface SpinnerProps {
  /** Read to screen readers, and shown beside the spinner. */
  label: string
  className?: string
}

/** A small loading state, announced politely. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-2 py-8 text-slate-600 ${className}`}>
      <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  )
}
