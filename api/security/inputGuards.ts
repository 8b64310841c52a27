import { isCleanText } from '../../shared/rules/text.ts'

/** Deeper JSON than any body we read; past it, recursion in parsers and loggers is the risk. */
export const MAX_JSON_DEPTH = 32

/** Whether a parsed value nests deeper than `limit`; walks with its own stack, never recursion. */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue
    if (item.depth >= limit) return true
    for (const child of Object.values(item.value)) stack.push({ value: child, depth: item.depth + 1 })
  }
  return false
}

/**
 * The dotted path of the first string (value or key) holding a control character or a lone
 * surrogate, '' for the value itself, null when all text is clean. Line breaks and tabs are left to
 * the field schemas, which know whether their text is one line.
 */
export function findUncleanText(value: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (!isCleanText(item.value)) return item.path.join('.')
      continue
    }
    // An uploaded file's bytes are no text: checkUpload judges them.
    if (typeof item.value !== 'object' || item.value === null || ArrayBuffer.isView(item.value)) continue
    for (const [key, child] of Object.entries(item.value)) {
      const path = [...item.path, key]
      if (!isCleanText(key)) return path.join('.')
      stack.push({ value: child, path })
    }
  }
  return null
}
