import { PRODUCT_NAME } from '../contract.ts'
import { EMAIL_KIND_COPY, EMAIL_KINDS } from './emailPreferences.ts'

/**
 * Everything the consent ledger records (issue #28): the optional e-mails, consent to documents
 * delivered only electronically (E-SIGN Act §7001(c)), and consent to calls and texts (TCPA).
 */
export const CONSENT_KINDS = [...EMAIL_KINDS, 'esign', 'calls_texts'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  quote_notifications: EMAIL_KIND_COPY.quote_notifications.label,
  renewal_reminders: EMAIL_KIND_COPY.renewal_reminders.label,
  tips: EMAIL_KIND_COPY.tips.label,
  esign: 'Documents delivered electronically',
  calls_texts: 'Calls and texts',
}

/** The E-SIGN disclosures, shown in full before consent and recorded word for word with it. */
export const ESIGN_DISCLOSURES = [
  {
    heading: 'What your consent covers',
    text: `Every document about your quote requests and the policies ${PRODUCT_NAME} places for you: ID cards, declarations pages, policy papers, notices and receipts. It lasts until you withdraw it.`,
  },
  {
    heading: 'Paper copies',
    text: 'You may ask for a paper copy of any document at any time, free of charge: there is no fee. Write to support@getquote.example or use the Support page, and we post it within 5 business days.',
  },
  {
    heading: 'Withdrawing your consent',
    text: 'You can withdraw it at any time with one click on your Account page, free of charge. From then on we mail every document on paper to the address on your latest quote request. Documents already delivered stay valid, and withdrawing does not cancel or change any policy.',
  },
  {
    heading: 'Keeping your contact details current',
    text: 'We deliver documents to the e-mail address on your account and show them in your dashboard. If your address changes, update it on your Account page so documents keep reaching you.',
  },
  {
    heading: 'What you need',
    text: 'A device with an up-to-date web browser (Chrome, Edge, Firefox or Safari), an e-mail account, a PDF reader (most browsers include one) and storage or a printer to keep copies.',
  },
] as const

export const ESIGN_AGREEMENT = 'I opened the sample PDF and typed the code printed in it. I agree to receive my insurance documents electronically.'

/** What the ledger records with an E-SIGN consent: the disclosures and the agreement, exactly as shown. */
export const ESIGN_WORDING = [...ESIGN_DISCLOSURES.map((section) => `${section.heading}: ${section.text}`), ESIGN_AGREEMENT].join('\n')

export const ESIGN_WITHDRAWAL_WORDING = 'Withdraw my consent to electronic documents. Send my documents on paper from now on.'

/**
 * The box for calls and texts (unticked until the customer ticks it), naming who may call and the
 * number: in the wizard it is about the request being made, on the account page about all of them.
 */
export const contactConsentWording = (phone: string, source: 'wizard_checkbox' | 'settings_page') =>
  `Yes, ${PRODUCT_NAME} may call or text me at ${phone} about ${source === 'wizard_checkbox' ? 'this quote request' : 'my quote requests'}, including with automated technology. Optional: you get your quotes either way, and you can opt out at any time in your account.`

export const CONTACT_OPT_OUT_WORDING = `Stop calls and texts from ${PRODUCT_NAME}.`

/** Said next to the wizard's submit button and in the privacy policy's first lines. */
export const DETAILS_SHARING_PROMISE = `${PRODUCT_NAME} never passes your details to anyone except the insurance carriers quoting your request.`

/** Default contact hours (local time in the customer's state) when they have not picked their own. */
export const DEFAULT_CONTACT_HOURS = { start: 8, end: 21 } as const
