import { randomInt } from 'node:crypto'
import { CODE_ALPHABET } from '../../shared/rules/codes.ts'

/** 'GQ-' and ten random characters (50 bits): unique in practice, never a guessable sequence. */
export function newRequestNumber(): string {
  let suffix = ''
  for (let i = 0; i < 10; i += 1) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return `GQ-${suffix}`
}
