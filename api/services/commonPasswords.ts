import fs from 'node:fs'
import path from 'node:path'
import { validationFailed } from '../errors.ts'

const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.'

// The 10,000 most common passwords, lower case (see api/data/generateCommonPasswords.ts).
const LIST_FILE = path.join(import.meta.dirname, '..', 'data', 'common-passwords.txt')

let list: Set<string> | undefined

function commonPasswords(): Set<string> {
  list ??= new Set(fs.readFileSync(LIST_FILE, 'utf8').split('\n').filter((line) => line !== ''))
  return list
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase())
}

/** A new password (register, reset) must not be one of the common ones; signing in never checks. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw validationFailed({ password: COMMON_PASSWORD_MESSAGE })
}
