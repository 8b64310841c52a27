// Demo data only: the seed never runs with NODE_ENV=production, so these are not secrets.
export const DEMO_ADMIN = { email: 'admin@getquote.example', password: 'demo-admin-2026', first_name: 'Avery', last_name: 'Admin' }
export const DEMO_CUSTOMERS = [
  { email: 'casey@getquote.example', password: 'demo-customer-2026', first_name: 'Casey', last_name: 'Jordan', state: 'CA' },
  { email: 'riley@getquote.example', password: 'demo-customer-2026', first_name: 'Riley', last_name: 'Nguyen', state: 'FL' },
]

const DEMO_EMAILS = new Set([DEMO_ADMIN, ...DEMO_CUSTOMERS].map((account) => account.email))

/** Whether an account is one the demo seed made, whose password the README and the startup banner publish. */
export const isDemoAccount = (email: string) => DEMO_EMAILS.has(email.toLowerCase())
