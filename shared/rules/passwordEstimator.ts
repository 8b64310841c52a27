import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en'
import { SITE_WORDS } from './passwordWords.ts'

/**
 * zxcvbn-ts with its common and English dictionaries and the site's words: about a megabyte, so it
 * is imported only through passwordStrength.ts's dynamic import and built once.
 *
 * It runs on the API's event loop, where its default of 100 look-alike substitutions (0 read as o,
 * 4 as a …) let one sign-up with 100 characters of digits and symbols hold the process for 0.3–0.4 s
 * while every other request waited (`npm run bench:passwords`). Ten keep every score and message on
 * the tests' passwords (tests/unit/shared/rules/passwordStrength.test.ts) and cut that to under 0.1 s.
 */
let zxcvbn: ZxcvbnFactory | undefined

export function estimatePassword(password: string, userInputs: string[]): { score: number; warning: string | null; suggestion: string | null } {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, site: [...SITE_WORDS] },
    graphs: adjacencyGraphs,
    translations,
    l33tMaxSubstitutions: 10,
  })
  const result = zxcvbn.check(password, userInputs)
  return { score: result.score, warning: result.feedback.warning, suggestion: result.feedback.suggestions[0] ?? null }
}
