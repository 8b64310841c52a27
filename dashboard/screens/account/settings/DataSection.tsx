import { useState } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { isoDay } from '../../../../shared/dates.ts'
import type { UserJson } from '../../../../shared/schemas/auth.ts'
import { exportMyData } from '../../../kit/account.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx'
import { Section } from './Section.tsx'

/** Saves the export as a JSON file in the browser; nothing is written on the server. */
function saveAsFile(data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `getquote-my-data-${isoDay(new Date())}.json`
  link.click()
  URL.revokeObjectURL(url)
}

export function DataSection({ me }: { me: UserJson }) {
  const [exporting, setExporting] = useState(false)

  async function handleExport() {
    setExporting(true)
    try {
      saveAsFile(await exportMyData())
      toast.success('Your data was downloaded.')
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to prepare your data. Please try again.'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Section id="data-title" title="Your data">
      <p className="text-slate-700">
        Download a JSON file of everything we hold about you: your profile, quote requests with your answers, support messages, subscriptions and payments (without card
        data), e-mail choices and signed-in sessions, and which of these records deleting your account would keep, why and until when.
      </p>
      <Button variant="secondary" busy={exporting} busyText="Preparing..." onClick={() => void handleExport()}>
        Download my data
      </Button>
      <div className="border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">Delete my account</h3>
        {me.admin ? (
          <p className="mt-2 text-slate-700">An administrator account is closed by another administrator.</p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              {me.has_password
                ? 'Deleting your account erases your personal data. You will be asked to type a confirmation and your password.'
                : 'Set a password above first: deleting the account asks for it.'}
            </p>
            {me.has_password && (
              <div className="mt-3">
                <DeleteAccountDialog />
              </div>
            )}
          </>
        )}
      </div>
    </Section>
  )
}
