import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { ContactConsentJson, EsignConsentJson } from '../../shared/schemas/consents.ts'

export const ESIGN_KEY = '/me/esign_consent'
export const CONTACT_KEY = '/me/contact_consent'

/** Whether documents may be delivered only electronically (GET /me/esign_consent). */
export function useEsignConsent() {
  const { data, error, mutate } = useSWR(ESIGN_KEY, fetchAs(dataEnvelope(EsignConsentJson)))
  return { esign: data?.data, error, mutate }
}

/** Whether, where and when GetQuote may call or text (GET /me/contact_consent). */
export function useContactConsent() {
  const { data, error, mutate } = useSWR(CONTACT_KEY, fetchAs(dataEnvelope(ContactConsentJson)))
  return { contact: data?.data, error, mutate }
}
