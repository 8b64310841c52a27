import CircleAlert from 'lucide-react/icons/circle-alert'

export interface FormErrorProps {
  message: string | null | undefined
  className?: string
}

/** The form-level error box: says what went wrong with the whole submission, announced when it appears. */
export function FormError({ message, className = '' }: FormErrorProps) {
  if (!message) return null
  return (
    <div role="alert" className={`flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{message}</p>
    </div>
  )
}
