import fs from 'node:fs'
import path from 'node:path'
import { passwordLookalikes } from '../../shared/rules/passwordForms.ts'

// The 10,000 most common passwords, lower case (see api/data/generateCommonPasswords.ts).
const LIST_FILE = path.join(import.meta.dirname, '..', 'data', 'common-passwords.txt')

let list: Set<string> | undefined

function commonPasswords(): Set<string> {
  list ??= new Set(fs.readFileSync(LIST_FILE, 'utf8').split('\n').filter((line) => line !== ''))
  return list
}

/** On the list in any disguise: case, full-width letters, invisible characters, accents, leet, a trailing `123!`. */
export function isCommonPassword(password: string): boolean {
  const common = commonPasswords()
  return passwordLookalikes(password).some((form) => common.has(form))
}
