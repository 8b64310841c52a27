import { Link } from 'wouter'
import { useMe } from '../../hooks/useMe.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ProfileSection } from './settings/ProfileSection.tsx'
import { EmailSection } from './settings/EmailSection.tsx'
import { PasswordSection } from './settings/PasswordSection.tsx'
import { NotificationsSection } from './settings/NotificationsSection.tsx'
import { EsignSection } from './settings/EsignSection.tsx'
import { ContactSection } from './settings/ContactSection.tsx'
import { SessionsSection } from './settings/SessionsSection.tsx'
import { DataSection } from './settings/DataSection.tsx'
import { SecurityLogSection } from './settings/SecurityLogSection.tsx'
import { SecondFactorSection } from './settings/secondFactor/SecondFactorSection.tsx'
import { PasskeysSection } from './settings/PasskeysSection.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { useSettingsLoaded } from './settings/useSettingsLoaded.ts'

/** The person's own account: name, e-mail, password, e-mail choices, devices and their data. */
export function Account() {
  useDocumentTitle('Account Settings')
  const { me, mutate } = useMe()
  const settingsLoaded = useSettingsLoaded()
  if (!me) return <Spinner label="Loading your account..." />
  const refresh = () => void mutate()
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Account Settings</h1>
        <Link href="/account/subscription" className="font-medium text-brand-700 underline underline-offset-2">
          Manage your subscription
        </Link>
      </div>
      <ProfileSection me={me} onSaved={(user) => void mutate(user, { revalidate: false })} />
      <EmailSection me={me} onChanged={(user) => void mutate(user, { revalidate: false })} />
      <PasswordSection me={me} onChanged={refresh} />
      {settingsLoaded ? (
        <>
          <SecondFactorSection />
          <PasskeysSection />
          <NotificationsSection />
          <EsignSection />
          <ContactSection />
          <SessionsSection />
          <SecurityLogSection />
          <DataSection me={me} />
        </>
      ) : (
        <Spinner label="Loading your settings..." />
      )}
    </div>
  )
}
