/**
 * The e-mails a person may choose to get. Everything else (codes, receipts, password and e-mail
 * changes, payment problems) is needed to run the account and is always sent.
 */
export const EMAIL_KINDS = ['quote_notifications', 'renewal_reminders', 'tips'] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

/** Where a consent change was made; each is recorded with the wording the person saw there. */
export const CONSENT_SOURCES = ['settings_page', 'email_link', 'wizard_checkbox'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

export const EMAIL_KIND_COPY: Record<EmailKind, { label: string; description: string }> = {
  quote_notifications: {
    label: 'Quote and status updates',
    description: 'An e-mail when one of your quote requests is being reviewed or prepared. Your options, your policy and a rejection are always e-mailed.',
  },
  renewal_reminders: {
    label: 'Renewal reminders',
    description: 'A reminder 7 days before your paid plan renews.',
  },
  tips: {
    label: 'Money-saving tips',
    description: 'Occasional tips on saving on your insurance.',
  },
}

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  settings_page: 'Account settings',
  email_link: 'Link in an e-mail',
  wizard_checkbox: 'Quote request form',
}

/** The box offered right after the e-mail code is verified in the quote wizard. */
export const WIZARD_CONSENT_LABEL = 'E-mail me when the status of my quote request changes.'

/** The words next to the switch on the settings page, as recorded with each change made there. */
export const settingsWording = (kind: EmailKind) => `${EMAIL_KIND_COPY[kind].label}: ${EMAIL_KIND_COPY[kind].description}`
