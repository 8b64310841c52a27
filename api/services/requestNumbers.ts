import { randomInt } from 'node:crypto'
import { CODE_ALPHABET } from '../../shared/rules/codes.ts'

/** Ten random characters (50 bits): unique in practice, never a guessable sequence. */
function randomSuffix(): string {
  let suffix = ''
  for (let i = 0; i < 10; i += 1) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return suffix
}

/** A quote request's number: 'GQ-' and ten random characters. */
export const newRequestNumber = () => `GQ-${randomSuffix()}`

/** An accident claim's number: 'CL-' and ten random characters. */
export const newClaimNumber = () => `CL-${randomSuffix()}`
