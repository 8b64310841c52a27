import { Link } from 'wouter'
import { useEsignConsent } from '../../hooks/useConsentSettings.ts'
import { SPA_ROUTES } from '../../../shared/spaRoutes.ts'

/**
 * On a policy bound here, for a customer with no current consent to electronic documents: its papers
 * come by post (api/services/paperDelivery.ts); the copies on this page stay theirs to view.
 */
export function PaperCopiesNote() {
  const { esign } = useEsignConsent()
  if (!esign || esign.consented) return null
  return (
    <p className="text-sm text-slate-700">
      You have not agreed to electronic documents, so we mail this policy’s ID card and papers to you by post. You can still view them here, or agree to electronic documents on your <Link href={SPA_ROUTES.account} className="font-medium text-brand-700 underline">Account page</Link>.
    </p>
  )
}
