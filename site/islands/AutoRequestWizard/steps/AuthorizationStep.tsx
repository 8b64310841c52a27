import { useRef } from 'react'
import { PRODUCT_NAME } from '@shared/contract.ts'
import { AUTHORIZATION_TEXT } from '@shared/constants/requestOptions.ts'
import { fireConfetti } from '../../quote/confetti.ts'
import { autoPath } from '../form.ts'
import { CheckboxField } from '../fields.tsx'

export function AuthorizationStep() {
  // Confetti celebrates the first tick only (spec §2); unticking and ticking again stays quiet.
  const celebrated = useRef(false)
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        One last step. {PRODUCT_NAME} shops your request with insurers for you, so we need your permission to act on your behalf.
      </p>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <CheckboxField
          name={autoPath('authorization')}
          label={AUTHORIZATION_TEXT}
          onChange={(event) => {
            if (event.target.checked !== true || celebrated.current) return
            celebrated.current = true
            void fireConfetti()
          }}
        />
      </div>
    </div>
  )
}
