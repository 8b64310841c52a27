import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../api/config.ts'
import { hashPassword, verifyPassword } from '../../../api/services/passwords.ts'

const costOf = (NODE_ENV: string) => loadConfig({ NODE_ENV, JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://u@h/d', SMTP_URL: 'smtp://h' }).passwordCost

describe('password hashing', () => {
  it('uses OWASP’s Argon2id baseline in production and development, and the small cost only under NODE_ENV=test', () => {
    expect(costOf('production')).toBe('owasp')
    expect(costOf('development')).toBe('owasp')
    expect(costOf('test')).toBe('test')
  })

  it('writes the cost into the hash, so a stored hash verifies at its own cost whatever the process uses', async () => {
    const owasp = await hashPassword('correct horse battery', 'owasp')
    expect(owasp).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    expect(await hashPassword('correct horse battery', 'test')).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/)
    expect(await verifyPassword(owasp, 'correct horse battery', 'test')).toBe(true)
    expect(await verifyPassword(owasp, 'wrong horse battery', 'test')).toBe(false)
    expect(await verifyPassword(null, 'correct horse battery', 'owasp')).toBe(false)
  })
})
