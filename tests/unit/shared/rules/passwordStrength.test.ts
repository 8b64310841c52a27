import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES, passwordProblem } from '../../../../shared/rules/passwordStrength.ts'
import { WEAK_PASSWORDS } from '../../../support/issue31Payloads.ts'

const HEAVILY_USED = 'This is a heavily used password. Please choose a stronger password.'
const casey = { email: 'casey.jordan@example.com', first_name: 'Casey', last_name: 'Jordan' }

describe('passwordProblem', () => {
  it.each([
    ['six spaces', '      ', PASSWORD_MESSAGES.whitespace],
    ['tabs and spaces', ' \t  \t ', PASSWORD_MESSAGES.whitespace],
    ['one letter repeated', 'aaaaaa', PASSWORD_MESSAGES.repeated],
    ['one digit repeated', '0000000', PASSWORD_MESSAGES.repeated],
    ['a short group repeated', 'abcabcabc', PASSWORD_MESSAGES.repeated],
    ['letters in order', 'abcdef', PASSWORD_MESSAGES.sequential],
    ['digits in order', '123456789', PASSWORD_MESSAGES.sequential],
    ['letters backwards', 'ZYXWVU', PASSWORD_MESSAGES.sequential],
    ['the site name', 'getquote', PASSWORD_MESSAGES.personal],
    ['the site name and a year', 'GetQuote2026', PASSWORD_MESSAGES.personal],
    ['the first name and a year', 'casey2026', PASSWORD_MESSAGES.personal],
    ['the whole name', 'CaseyJordan', PASSWORD_MESSAGES.personal],
    ['the e-mail address', 'casey.jordan@example.com', PASSWORD_MESSAGES.personal],
    ['the e-mail name', 'casey.jordan', PASSWORD_MESSAGES.personal],
  ])('refuses %s with a helpful message', async (_, password, message) => {
    expect(await passwordProblem(password, casey)).toBe(message)
  })

  it.each([
    ['a dictionary word with a digit', 'monkey1'],
    ['a keyboard walk', 'qwertyuiop'],
    ['a common word and digits', 'dragon99'],
  ])('refuses %s as easy to guess', async (_, password) => {
    expect(await passwordProblem(password, casey)).toMatch(/ Please choose a stronger password\.$/)
  })

  // Issue #31: each was accepted; each is now refused with a reason.
  it.each(WEAK_PASSWORDS)('refuses %j with a reason', async (password) => {
    const problem = await passwordProblem(password, casey)
    expect(problem).toMatch(/^[A-Z].+\.$/)
  })

  it.each([
    ['spaces and invisible characters around one letter', '   a   ', PASSWORD_MESSAGES.tooShort],
    ['a zero-width space inside', 'pass\u200bword', HEAVILY_USED],
    ['full-width letters', 'ＰＡＳＳＷＯＲＤ', HEAVILY_USED],
    ['spaced-out letters', 'P a s s w o r d', HEAVILY_USED],
    ['an accent', 'pássword', HEAVILY_USED],
    ['Cyrillic', 'пароль123', 'This is a commonly used password. Please choose a stronger password.'],
    ['a season and a year', 'Summer2025!', PASSWORD_MESSAGES.siteWords],
    ['a month and a year', 'January2026', PASSWORD_MESSAGES.siteWords],
    ['the site’s business and a year', 'Insurance2026!', PASSWORD_MESSAGES.siteWords],
    ['a published example', 'correcthorsebatterystaple', PASSWORD_MESSAGES.published],
    ['a published example in leet', 'Tr0ub4dor&3', PASSWORD_MESSAGES.published],
  ])('names the reason for %s', async (_, password, message) => {
    expect(await passwordProblem(password, casey)).toBe(message)
  })

  // The estimator reads at most ten look-alike substitutions (shared/rules/passwordEstimator.ts): words
  // spelled with them, short or filling the 100-character limit, are judged as with no limit.
  it.each([
    ['a common word in look-alikes', 'dr4g0n2020', 'This is similar to a commonly used password. Please choose a stronger password.'],
    ['a word in look-alikes with digits', 'm0nk3y123!', 'Add more words that are less common. Please choose a stronger password.'],
    ['100 characters of one look-alike group', '1337'.repeat(25), 'Repeated character patterns like "abcabcabc" are easy to guess. Please choose a stronger password.'],
  ])('still reads look-alikes: %s', async (_, password, message) => {
    expect(await passwordProblem(password, casey)).toBe(message)
  })

  it('refuses six random characters: too few to resist guessing (score 3 needed)', async () => {
    expect(await passwordProblem('k9#mQ2', casey)).toMatch(/ Please choose a stronger password\.$/)
  })

  it.each([
    ['a passphrase', 'plum-harbor-41'],
    ['the demo passwords', 'demo-customer-2026'],
    ['a name inside a long enough phrase', 'casey-rides-blue-bikes'],
    ['uncommon words in look-alikes', 'w3lc0m3-t0-th3-j4ngl3'],
  ])('accepts %s', async (_, password) => {
    expect(await passwordProblem(password, casey)).toBeNull()
  })

  it('does without a name when none is known yet', async () => {
    expect(await passwordProblem('casey2026', { email: 'someone@example.com' })).not.toBe(PASSWORD_MESSAGES.personal)
    expect(await passwordProblem('someone1', { email: 'someone@example.com' })).toBe(PASSWORD_MESSAGES.personal)
  })
})
