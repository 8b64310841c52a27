/**
 * Words a password of this site must not be made of, beyond the owner's own: what the site is about
 * and the calendar words people pair with the year (`Summer2026!`), and passwords made famous by
 * being published as examples (xkcd's), which every cracking list now holds. Lower case, as
 * shared/rules/passwordForms.ts compares them.
 */
const SEASONS = ['spring', 'summer', 'autumn', 'fall', 'winter']
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const BUSINESS = ['insurance', 'insure', 'insured', 'quote', 'quotes', 'policy', 'premium', 'coverage', 'getquote']

export const SITE_WORDS: ReadonlySet<string> = new Set([...SEASONS, ...MONTHS, ...BUSINESS])

export const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set(['correcthorsebatterystaple', 'troubador', 'troubador&', 'tr0ub4dor&3'])
