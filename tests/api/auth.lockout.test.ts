import { describe, expect, it } from 'vitest'
import { AuthJson } from '../../shared/schemas/auth.ts'
import { http, randomIp, type HttpResult } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, mailTo } from '../support/factories.ts'

const WRONG = 'wrong-password-1'
const NEW_PASSWORD = 'quiet-lantern-58'
const CODE_REQUIRED = {
  code: 'sign_in_code_required',
  message: 'Too many sign-in attempts for this account from different places. ' +
    'If your password is right, we have e-mailed a sign-in code to the account’s address: enter it to continue.',
}
const INVALID_WITH_CODE = { code: 'unauthenticated', message: 'Invalid email, password or code' }

const logIn = (body: { email: string; password: string; code?: string }, ip: string) => http('POST', '/api/v1/auth/login', { body, ip })
const forgot = (email: string, ip: string) => http('POST', '/api/v1/auth/password/forgot', { body: { email }, ip })
const reset = (email: string, code: string, ip: string) =>
  http('POST', '/api/v1/auth/password/reset', { body: { email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, ip })
const otherCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA')

/** The stranger: five addresses, each failing five log-ins and asking five reset codes. */
async function strangerAttacks(email: string): Promise<string[]> {
  const strangers = [randomIp(), randomIp(), randomIp(), randomIp(), randomIp()]
  const logIns: number[] = []
  for (const ip of strangers) {
    for (let i = 0; i < 5; i += 1) logIns.push((await logIn({ email, password: WRONG }, ip)).status)
    for (let i = 0; i < 5; i += 1) expect((await forgot(email, ip)).status, `forgot from ${ip}`).toBe(200)
  }
  // Once 20 failures come from 5 addresses, even strangers are asked for the e-mailed code.
  expect(logIns).toEqual([...Array<number>(21).fill(401), ...Array<number>(4).fill(403)])
  // The reset e-mails the strangers asked for reach the mailbox before anything the owner does.
  await mailTo(email)
  return strangers
}

// Each test makes some 60 requests with a password hash each: room for a busy machine.
describe('a stranger with five addresses', { timeout: 120_000 }, () => {
  it('cannot stop the owner signing in with the code e-mailed to them', async () => {
    const { email, password, user } = await createUser()
    await strangerAttacks(email)
    const owner = randomIp()
    const asked = await logIn({ email, password }, owner)
    expect(asked.status).toBe(403)
    expect(asked.body).toEqual(CODE_REQUIRED)
    const code = await lastCodeTo(email)
    expect((await mailTo(email))[0]?.subject).toBe('Your GetQuote sign-in code')
    const signedIn = await logIn({ email, password, code }, owner)
    expect(signedIn.status).toBe(200)
    expect(AuthJson.parse(signedIn.body.data).user.id).toBe(user.id)
    // The right code lifted the lock: the owner's next new device needs only the password.
    expect((await logIn({ email, password }, randomIp())).status).toBe(200)
  })

  it('cannot stop the owner resetting the password with the code in their mailbox', async () => {
    const { email } = await createUser()
    const strangers = await strangerAttacks(email)
    const owner = randomIp()
    expect((await forgot(email, owner)).status).toBe(200)
    const code = await lastCodeTo(email)
    // Every stranger spends their guesses at that code; each locks only its own address.
    for (const ip of strangers) {
      for (let i = 0; i < 5; i += 1) expect((await reset(email, otherCode(code), ip)).status, `guess from ${ip}`).toBe(422)
      expect((await reset(email, code, ip)).status, `the right code from a locked-out ${ip}`).toBe(422)
    }
    const done = await reset(email, code, owner)
    expect(done.status).toBe(200)
    expect((await logIn({ email, password: NEW_PASSWORD }, randomIp())).status).toBe(200)
  })

  it('answers a wrong password exactly like a right one while the code is required, and e-mails no code for it', async () => {
    const { email, password } = await createUser()
    await strangerAttacks(email)
    const mailsBefore = (await mailTo(email)).length
    const wrong = await logIn({ email, password: 'another-guess-7' }, randomIp())
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual(CODE_REQUIRED)
    expect(await mailTo(email)).toHaveLength(mailsBefore)
    const right = await logIn({ email, password }, randomIp())
    expect(right.body).toEqual(CODE_REQUIRED)
    const code = await lastCodeTo(email)
    expect((await logIn({ email, password: 'another-guess-7', code }, randomIp())).body).toEqual(INVALID_WITH_CODE)
    expect((await logIn({ email, password, code: otherCode(code) }, randomIp())).body).toEqual(INVALID_WITH_CODE)
  })

  it('does the same database work for a wrong password as for a right one while the code is required', async () => {
    const { app } = await testServer()
    const { email, password } = await createUser()
    await strangerAttacks(email)
    /** The SQL statements (text, not values) run while one log-in is answered, and its answer. */
    const statementsOf = async (body: { email: string; password: string; code?: string }) => {
      const statements: string[] = []
      const record = (query: { sql: string }) => statements.push(query.sql)
      let res: HttpResult | undefined
      app.knex.on('query', record)
      try {
        res = await logIn(body, randomIp())
      } finally {
        app.knex.off('query', record)
      }
      return { statements, body: res.body }
    }
    const wrong = await statementsOf({ email, password: 'another-guess-7' })
    const right = await statementsOf({ email, password })
    expect(wrong.body).toEqual(CODE_REQUIRED)
    expect(right.body).toEqual(CODE_REQUIRED)
    expect(wrong.statements).toEqual(right.statements)
    const code = otherCode(await lastCodeTo(email))
    const wrongWithCode = await statementsOf({ email, password: 'another-guess-7', code })
    const rightWithCode = await statementsOf({ email, password, code })
    expect(wrongWithCode.body).toEqual(INVALID_WITH_CODE)
    expect(rightWithCode.body).toEqual(INVALID_WITH_CODE)
    expect(wrongWithCode.statements).toEqual(rightWithCode.statements)
  })
})
