// Regenerates api/data/common-passwords.txt: the 10,000 most common passwords, one per line, lower
// case, most common first. The source is the frequency-ranked list in @zxcvbn-ts/language-common
// (MIT), fetched with `npm pack` so the app needs no runtime dependency for it.
// Run once from the repo root: node api/data/generateCommonPasswords.ts
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SOURCE = '@zxcvbn-ts/language-common@4.1.3'
const COUNT = 10_000
const target = path.join(import.meta.dirname, 'common-passwords.txt')

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'common-passwords-'))
try {
  const tarball = execFileSync('npm', ['pack', SOURCE, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim()
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir])
  const ranked: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package', 'src', 'passwords.json'), 'utf8'))
  if (!Array.isArray(ranked)) throw new Error(`${SOURCE} has no password array`)
  const list = new Set<string>()
  for (const entry of ranked) {
    if (typeof entry === 'string' && entry.trim() !== '') list.add(entry.toLowerCase())
    if (list.size === COUNT) break
  }
  if (list.size < COUNT) throw new Error(`${SOURCE} holds only ${list.size} passwords`)
  fs.writeFileSync(target, `${[...list].join('\n')}\n`)
  process.stdout.write(`wrote ${list.size} passwords to ${target}\n`)
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
