import fs from 'node:fs'
import path from 'node:path'
import { createHmac, randomBytes } from 'node:crypto'
import type { Config } from '../config.ts'

export interface Secrets {
  jwt: Uint8Array<ArrayBuffer>
  codes: Buffer
  /** Encrypts authenticator-app secrets at rest (api/security/secretBox.ts). */
  secondFactors: Buffer
  /** The bearer token the Square emulator accepts; a fixed one would let anyone read its payments. */
  squareEmulator: string
}

/** The secrets generated into DATA_DIR: a backup carries them, so sessions signed with them survive a restore. */
export const SECRET_FILES = { jwt: 'jwt-secret', squareEmulator: 'square-emulator-token' } as const

/**
 * The signing secret: JWT_SECRET when set, otherwise one random secret generated on first start and
 * kept under the data folder, so tokens survive restarts without a secret ever living in the repo.
 * The emulator's access token is made the same way.
 */
export function loadSecrets(config: Config): Secrets {
  const master = config.jwtSecret ?? readOrCreateSecret(path.join(config.dataDir, SECRET_FILES.jwt))
  return {
    jwt: new TextEncoder().encode(master),
    // A separate key for hashing e-mail codes, derived so one secret is enough to configure.
    codes: createHmac('sha256', master).update('one-time-codes').digest(),
    secondFactors: createHmac('sha256', master).update('second-factor-secrets').digest(),
    squareEmulator: `EMULATOR-${readOrCreateSecret(path.join(config.dataDir, SECRET_FILES.squareEmulator))}`,
  }
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}
