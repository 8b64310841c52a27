import Check from 'lucide-react/icons/check'

interface StepIndicatorProps {
  titles: readonly string[]
  /** 1-based. */
  current: number
  onJump: (step: number) => void
}

/** The three steps; an earlier or the current one can be clicked to go back to it. */
export function StepIndicator({ titles, current, onJump }: StepIndicatorProps) {
  return (
    <nav aria-label="Quote request steps">
      <ol className="grid grid-cols-3 gap-2">
        {titles.map((title, index) => {
          const step = index + 1
          const done = step < current
          const active = step === current
          return (
            <li key={title}>
              <button
                type="button"
                onClick={() => onJump(step)}
                disabled={step > current}
                aria-current={active ? 'step' : undefined}
                className="flex w-full flex-col items-center gap-2 rounded-md p-2 text-center disabled:cursor-not-allowed sm:flex-row sm:text-left"
              >
                <span
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    done ? 'bg-emerald-600 text-white' : active ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'
                  }`}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-4" /> : step}
                </span>
                <span className={`text-sm ${active ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                  <span className="sr-only">Step {step}: </span>
                  {title}
                  {done && <span className="sr-only"> (completed)</span>}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
