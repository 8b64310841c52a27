import type { Passkey } from '../models/Passkey.ts'
import type { PasskeyJson } from '../../shared/schemas/passkeys.ts'

/** A passkey as its owner sees it in /account; its key and credential never leave the server. */
export function presentPasskey(passkey: Passkey): PasskeyJson {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.created_at.toISOString(),
    last_used_at: passkey.last_used_at?.toISOString() ?? null,
  }
}
