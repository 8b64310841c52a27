import { isValidVin } from '../../../shared/rules/vin.ts'
import type { DraftField, ReadLine } from './draft.ts'

/** Characters a VIN never holds (O, I, Q) or OCR puts for one it does: only one reading is possible. */
const FORCED: Record<string, string> = { O: '0', Q: '0', I: '1', '|': '1', ')': 'J', ']': 'J', $: 'S' }
/** Pairs OCR confuses where both are legal: the check digit decides between them. */
const LOOKALIKES: Record<string, string> = { S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', G: '6', '6': 'G' }

const CANDIDATE = /(?<![A-Z0-9])[A-Z0-9)\]|$]{17}(?![A-Z0-9])/gi

/** Every way of swapping one or two look-alike characters whose check digit adds up. */
function repairs(vin: string): string[] {
  const positions = [...vin].flatMap((char, i) => (LOOKALIKES[char] ? [i] : []))
  const swap = (text: string, i: number) => `${text.slice(0, i)}${LOOKALIKES[text.charAt(i)] ?? text.charAt(i)}${text.slice(i + 1)}`
  const found = new Set<string>()
  positions.forEach((i, n) => {
    if (isValidVin(swap(vin, i))) found.add(swap(vin, i))
    for (const j of positions.slice(n + 1)) if (isValidVin(swap(swap(vin, i), j))) found.add(swap(swap(vin, i), j))
  })
  return [...found]
}

/**
 * The VINs on a page, in order. One whose check digit adds up as read is sure; one that adds up after
 * swapping look-alike characters (5/S, 8/B) in exactly one way is likely; anything else is offered
 * as read, flagged as unsure, for the person to correct.
 */
export function readVins(lines: ReadLine[]): DraftField<string>[] {
  const vins = new Map<string, DraftField<string>>()
  const add = (vin: string, line: ReadLine, weight: number) => {
    if (!vins.has(vin)) vins.set(vin, { value: vin, confidence: Math.round(line.confidence * weight * 100) / 100 })
  }
  for (const line of lines) {
    for (const [token] of line.text.matchAll(CANDIDATE)) {
      const vin = [...token.toUpperCase()].map((char) => FORCED[char] ?? char).join('')
      if ((vin.match(/\d/g)?.length ?? 0) < 3) continue
      if (isValidVin(vin)) {
        add(vin, line, 0.95)
        continue
      }
      const repaired = repairs(vin)
      if (repaired.length === 1 && repaired[0]) add(repaired[0], line, 0.75)
      else add(vin, line, 0.3)
    }
  }
  return [...vins.values()]
}
