import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en'
import { SITE_WORDS } from './passwordWords.ts'

/**
 * zxcvbn-ts with its common and English dictionaries and the site's words: about a megabyte, so it
 * is imported only through passwordStrength.ts's dynamic import and built once.
 */
let zxcvbn: ZxcvbnFactory | undefined

export function estimatePassword(password: string, userInputs: string[]): { score: number; warning: string | null; suggestion: string | null } {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, site: [...SITE_WORDS] },
    graphs: adjacencyGraphs,
    translations,
  })
  const result = zxcvbn.check(password, userInputs)
  return { score: result.score, warning: result.feedback.warning, suggestion: result.feedback.suggestions[0] ?? null }
}
