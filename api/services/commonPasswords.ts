import fs from 'node:fs'
import path from 'node:path'

// The 10,000 most common passwords, lower case (see api/data/generateCommonPasswords.ts).
const LIST_FILE = path.join(import.meta.dirname, '..', 'data', 'common-passwords.txt')

let list: Set<string> | undefined

function commonPasswords(): Set<string> {
  list ??= new Set(fs.readFileSync(LIST_FILE, 'utf8').split('\n').filter((line) => line !== ''))
  return list
}

/**
 * Whether a password is on the list in any disguise (case, full-width letters, invisible characters,
 * accents, leet, a trailing `123!`), given its look-alikes (shared/rules/passwordForms.ts).
 */
export function isCommonPassword(lookalikes: readonly string[]): boolean {
  const common = commonPasswords()
  return lookalikes.some((form) => common.has(form))
}
