import argon2 from 'argon2'

// OWASP's Argon2id baseline: 19 MiB, two passes, one lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password; with no stored hash it still spends one verification on a dummy hash, so an
 * unknown e-mail and a wrong password take comparable time.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('not-a-real-password', OPTIONS)
    await argon2.verify(await dummyHash, password)
    return false
  }
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
