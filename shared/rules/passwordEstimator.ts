import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en'

/**
 * zxcvbn-ts with its common and English dictionaries: about a megabyte, so it is imported only
 * through passwordStrength.ts's dynamic import and built once.
 */
let zxcvbn: ZxcvbnFactory | undefined

export function estimatePassword(password: string, userInputs: string[]): { score: number; warning: string | null } {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...commonDictionary, ...englishDictionary }, graphs: adjacencyGraphs, translations })
  const result = zxcvbn.check(password, userInputs)
  return { score: result.score, warning: result.feedback.warning }
}
