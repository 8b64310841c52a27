import type { StateCode } from '../constants/states.ts'

/** 5-digit ZIP or ZIP+4 ('12345' or '12345-6789'); spaces around the dash are forgiven. */
export function normalizeZip(value: string): string | null {
  const match = /^(\d{5})(?:\s*-?\s*(\d{4}))?$/.exec(value.trim())
  if (!match) return null
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null)
}

type Range = readonly [number, number]
/** 3-digit prefixes lo..hi as 5-digit ranges. */
const p = (lo: number, hi: number = lo): Range => [lo * 100, hi * 100 + 99]

// USPS 3-digit ZIP prefixes by state (the public prefix table). Military APO/FPO prefixes (090–099,
// 340, 962–966) belong to no state. Territories inside another prefix are listed by 5-digit range:
// American Samoa is 96799 (inside Hawaii's 967), Guam 96910–96932 and the Northern Marianas 96950–96952.
const ZIP_RANGES: Record<StateCode, readonly Range[]> = {
  AL: [p(350, 369)], AK: [p(995, 999)], AZ: [p(850, 865)], AR: [p(716, 729)], CA: [p(900, 961)],
  CO: [p(800, 816)], CT: [p(60, 69)], DE: [p(197, 199)], FL: [p(320, 339), p(341, 349)],
  GA: [p(300, 319), p(398, 399)], HI: [[96700, 96798], p(968)], ID: [p(832, 838)], IL: [p(600, 629)],
  IN: [p(460, 479)], IA: [p(500, 528)], KS: [p(660, 679)], KY: [p(400, 427)], LA: [p(700, 714)],
  ME: [p(39, 49)], MD: [p(206, 219)], MA: [p(10, 27), p(55)], MI: [p(480, 499)], MN: [p(550, 567)],
  MS: [p(386, 397)], MO: [p(630, 658)], MT: [p(590, 599)], NE: [p(680, 693)], NV: [p(889, 898)],
  NH: [p(30, 38)], NJ: [p(70, 89)], NM: [p(870, 884)], NY: [p(5), p(100, 149)], NC: [p(270, 289)],
  ND: [p(580, 588)], OH: [p(430, 459)], OK: [p(730, 732), p(734, 749)], OR: [p(970, 979)],
  PA: [p(150, 196)], RI: [p(28, 29)], SC: [p(290, 299)], SD: [p(570, 577)], TN: [p(370, 385)],
  TX: [p(733), p(750, 799), p(885)], UT: [p(840, 847)], VT: [p(50, 54), p(56, 59)],
  VA: [p(201), p(220, 246)], WA: [p(980, 994)], WV: [p(247, 268)], WI: [p(530, 549)], WY: [p(820, 831)],
  DC: [p(200), p(202, 205), p(569)], AS: [[96799, 96799]], GU: [[96910, 96932]], MP: [[96950, 96952]],
  PR: [p(6, 7), p(9)], VI: [p(8)],
}

/** Whether a ZIP (5 digits or ZIP+4) lies in a state's USPS ranges. */
export function isZipInState(zip: string, state: StateCode): boolean {
  const normalized = normalizeZip(zip)
  if (!normalized) return false
  const five = Number(normalized.slice(0, 5))
  return ZIP_RANGES[state].some(([lo, hi]) => five >= lo && five <= hi)
}
