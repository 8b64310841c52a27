import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { testServer } from './server.ts'

/* A software authenticator for API tests: one ES256 passkey that signs WebAuthn assertions as a
   platform authenticator with a verified user would. Browser tests use chromium's virtual one. */

/** The test server's PUBLIC_URL (tests/support/server.ts) is the relying party. */
const ORIGIN = 'http://getquote.test:8080'
const RP_ID = 'getquote.test'

const b64url = (bytes: Buffer) => bytes.toString('base64url')

/** The public key as COSE (RFC 9053): a CBOR map {kty: EC2, alg: ES256, crv: P-256, x, y}, as authenticators report it. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' })
  const coordinate = (value: string | undefined) => Buffer.concat([Buffer.from([0x58, 0x20]), Buffer.from(value ?? '', 'base64url')])
  return Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]), coordinate(jwk.x), Buffer.from([0x22]), coordinate(jwk.y)])
}

export interface SoftPasskey {
  id: number
  credentialId: string
  /** A signed answer to `challenge` for `origin` (this site unless a test says otherwise). */
  answer: (challenge: string, origin?: string) => {
    id: string
    rawId: string
    type: 'public-key'
    clientExtensionResults: Record<string, never>
    response: { clientDataJSON: string; authenticatorData: string; signature: string }
  }
}

/** A passkey on `userId`'s account, stored as registration would have stored it. */
export async function createSoftPasskey(userId: number): Promise<SoftPasskey> {
  const { app } = await testServer()
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = b64url(randomBytes(16))
  const [row] = await app
    .knex('passkeys')
    .insert({ user_id: userId, credential_id: credentialId, public_key: b64url(coseKey(publicKey)), counter: 0, transports: 'internal', name: 'Test key', created_at: app.now() })
    .returning('id')
  let counter = 0
  return {
    id: Number(row.id),
    credentialId,
    answer(challenge, origin = ORIGIN) {
      counter += 1
      const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }))
      const counterBytes = Buffer.alloc(4)
      counterBytes.writeUInt32BE(counter)
      // Flags 0x05: the user was present and verified (a PIN or a fingerprint).
      const authenticatorData = Buffer.concat([createHash('sha256').update(RP_ID).digest(), Buffer.from([0x05]), counterBytes])
      const signature = sign('sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]), privateKey)
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      }
    },
  }
}
