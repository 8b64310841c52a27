/**
 * The forms a password is judged in. A password is stored exactly as typed; these forms exist only
 * so that a look-alike of a weak password is judged as that password: full-width letters, invisible
 * characters, spaced-out letters, accents, Cyrillic spelling and leet all fold to the plain word.
 */

// Zero-width spaces and joiners, word joiner, BOM, soft hyphen: invisible, so never part of a choice.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu

/** NFKC (full-width and compatibility letters become plain ones), no invisible characters, single spaces, trimmed. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim()
}

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}

/** A normalised password as plain lower-case Latin: no accents, Cyrillic transliterated, no spaces. */
export function comparablePassword(normalized: string): string {
  const latin = [...normalized.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')].map((char) => CYRILLIC[char] ?? char).join('')
  return latin.replace(/\s/gu, '')
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' }
const unleet = (value: string, one: string) => [...value].map((char) => (char === '1' ? one : (LEET[char] ?? char))).join('')

/**
 * What a comparable password may be a disguise of: itself, with its leet undone (1 read as i and
 * as l), and each without a trailing run of digits and symbols (`admin123!` is `admin` dressed up).
 */
export function passwordLookalikes(password: string): string[] {
  const comparable = comparablePassword(normalizePassword(password))
  const split = /^(.*[a-z])([^a-z]*)$/su.exec(comparable)
  const [core, tail] = split ? [split[1] ?? '', split[2] ?? ''] : [comparable, '']
  const cores = [core, unleet(core, 'i'), unleet(core, 'l')]
  return [...new Set([comparable, ...cores.map((form) => `${form}${tail}`), ...cores])].filter((form) => form !== '')
}
