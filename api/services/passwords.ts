import argon2 from 'argon2'

/**
 * How hard a password hash is to compute: OWASP's Argon2id baseline (19 MiB, two passes, one lane)
 * everywhere but the in-process API tests (NODE_ENV=test), which sign in hundreds of times and use a
 * small cost, as Django's and Devise's test settings do. A stored hash carries its own parameters, so
 * verifying one costs what hashing it did.
 */
export type PasswordCost = 'owasp' | 'test'

const OPTIONS = {
  owasp: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const

export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, OPTIONS[cost])
}

const dummyHashes: Partial<Record<PasswordCost, Promise<string>>> = {}

/**
 * Verifies a password; with no stored hash it still spends one verification on a dummy hash of the
 * same cost, so an unknown e-mail and a wrong password take comparable time.
 */
export async function verifyPassword(hash: string | null, password: string, cost: PasswordCost): Promise<boolean> {
  if (!hash) {
    dummyHashes[cost] ??= hashPassword('not-a-real-password', cost)
    await argon2.verify(await dummyHashes[cost], password)
    return false
  }
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
