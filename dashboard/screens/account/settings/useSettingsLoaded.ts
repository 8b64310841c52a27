import { useContactConsent, useEsignConsent } from '../../../hooks/useConsentSettings.ts'
import { useInsuranceRequests } from '../../../hooks/useInsuranceRequests.ts'
import { usePasskeys } from '../../../hooks/usePasskeys.ts'
import { useConsents, usePreferences } from '../../../hooks/usePreferences.ts'
import { useSecondFactor } from '../../../hooks/useSecondFactor.ts'
import { useSecurityLog } from '../../../hooks/useSecurityLog.ts'

/**
 * Whether every section that reads its own data has its answer, or its error. The sections' heights
 * depend on those answers, so the account screen shows them together once all are in: shown one by one,
 * each arrival pushed the sections below it down (the delete button moved 660 px in half a second).
 */
export function useSettingsLoaded(): boolean {
  const secondFactor = useSecondFactor()
  const passkeys = usePasskeys()
  const preferences = usePreferences()
  const consents = useConsents()
  const esign = useEsignConsent()
  const contact = useContactConsent()
  const requests = useInsuranceRequests()
  const securityLog = useSecurityLog()
  const answers: [unknown, unknown][] = [
    [secondFactor.secondFactor, secondFactor.error],
    [passkeys.passkeys, passkeys.error],
    [preferences.preferences, preferences.error],
    [consents.consents, consents.error],
    [esign.esign, esign.error],
    [contact.contact, contact.error],
    [requests.requests, requests.error],
    [securityLog.events, securityLog.error],
  ]
  return answers.every(([data, error]) => data !== undefined || error !== undefined)
}
