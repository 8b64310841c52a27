import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES, passwordProblem } from '../../../../shared/rules/passwordStrength.ts'

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

  it.each([
    ['six random characters', 'k9#mQ2'],
    ['a passphrase', 'plum-harbor-41'],
    ['the demo passwords', 'demo-customer-2026'],
    ['a name inside a long enough phrase', 'casey-rides-blue-bikes'],
  ])('accepts %s', async (_, password) => {
    expect(await passwordProblem(password, casey)).toBeNull()
  })

  it('does without a name when none is known yet', async () => {
    expect(await passwordProblem('casey2026', { email: 'someone@example.com' })).not.toBe(PASSWORD_MESSAGES.personal)
    expect(await passwordProblem('someone1', { email: 'someone@example.com' })).toBe(PASSWORD_MESSAGES.personal)
  })
})
