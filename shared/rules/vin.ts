/** Vehicle identification numbers: ISO 3779 with the North American check digit (49 CFR 565). */

export const VIN_LENGTH = 17

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
// Position 10 cycles through these 30 codes: 1980 (A) to 2009 (9), then again from 2010.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

export type VinProblem = 'length' | 'characters' | 'check_digit'

/** Upper case without spaces or dashes, as people type VINs off a document. */
export const normalizeVin = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

const charValue = (char: string) => (/\d/.test(char) ? Number(char) : TRANSLITERATION[char])

/** The check digit (position 9) the other 16 characters call for: '0'–'9' or 'X'. */
export function expectedCheckDigit(vin: string): string | null {
  let sum = 0
  for (let i = 0; i < VIN_LENGTH; i += 1) {
    const value = charValue(vin.charAt(i))
    const weight = WEIGHTS[i]
    if (value === undefined || weight === undefined) return null
    sum += value * weight
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

/** What is wrong with a VIN (already normalised), or null when it is valid. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== VIN_LENGTH) return 'length'
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return 'characters'
  return expectedCheckDigit(vin) === vin.charAt(8) ? null : 'check_digit'
}

export const isValidVin = (vin: string) => vinProblem(normalizeVin(vin)) === null

/**
 * The model year from position 10. The code repeats every 30 years, so the answer is the latest year
 * with that code that is not after next year (a model year can run a year ahead of the calendar).
 */
export function vinModelYear(vin: string, today: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(normalizeVin(vin).charAt(9))
  if (index < 0) return null
  const latestAllowed = today.getFullYear() + 1
  let year = 1980 + index
  while (year + 30 <= latestAllowed) year += 30
  return year
}

// World manufacturer identifiers (positions 1–3) of makes common on US roads; a compact offline table.
const WMI: Record<string, string> = {
  '1FA': 'Ford', '1FD': 'Ford', '1FM': 'Ford', '1FT': 'Ford', '1FU': 'Freightliner', '1LN': 'Lincoln',
  '1G1': 'Chevrolet', '1GC': 'Chevrolet', '1GN': 'Chevrolet', '1GT': 'GMC', '1GK': 'GMC', '1GY': 'Cadillac',
  '1G4': 'Buick', '1G6': 'Cadillac', '1HG': 'Honda', '1HD': 'Harley-Davidson', '1J4': 'Jeep', '1C4': 'Chrysler',
  '1C3': 'Chrysler', '1C6': 'Ram', '1D7': 'Dodge', '1B3': 'Dodge', '1N4': 'Nissan', '1N6': 'Nissan',
  '1VW': 'Volkswagen', '19X': 'Honda', '19U': 'Acura', '2C3': 'Chrysler', '2C4': 'Chrysler', '2FA': 'Ford',
  '2FM': 'Ford', '2G1': 'Chevrolet', '2HG': 'Honda', '2HK': 'Honda', '2HM': 'Hyundai', '2T1': 'Toyota',
  '2T2': 'Lexus', '2T3': 'Toyota', '3FA': 'Ford', '3G1': 'Chevrolet', '3GN': 'Chevrolet', '3GC': 'Chevrolet',
  '3HG': 'Honda', '3N1': 'Nissan', '3VW': 'Volkswagen', '3C6': 'Ram', '3KP': 'Kia', '4JG': 'Mercedes-Benz',
  '4S3': 'Subaru', '4S4': 'Subaru', '4T1': 'Toyota', '4T3': 'Toyota', '4T4': 'Toyota', '5FN': 'Honda',
  '5J6': 'Honda', '5J8': 'Acura', '5N1': 'Nissan', '5NP': 'Hyundai', '5NM': 'Hyundai', '5TD': 'Toyota',
  '5TF': 'Toyota', '5UX': 'BMW', '5YJ': 'Tesla', '7SA': 'Tesla', '5XY': 'Kia', '58A': 'Lexus',
  'JA3': 'Mitsubishi', 'JA4': 'Mitsubishi', 'JF1': 'Subaru', 'JF2': 'Subaru', 'JHM': 'Honda', 'JHL': 'Honda',
  'JH4': 'Acura', 'JM1': 'Mazda', 'JM3': 'Mazda', 'JN1': 'Nissan', 'JN8': 'Nissan', 'JTD': 'Toyota',
  'JTE': 'Toyota', 'JTH': 'Lexus', 'JTJ': 'Lexus', 'JTK': 'Toyota', 'JTM': 'Toyota', 'JTN': 'Toyota',
  'JS1': 'Suzuki', 'JYA': 'Yamaha', 'KL4': 'Buick', 'KM8': 'Hyundai', 'KMH': 'Hyundai', 'KNA': 'Kia',
  'KND': 'Kia', 'SAJ': 'Jaguar', 'SAL': 'Land Rover', 'SCA': 'Rolls-Royce', 'SCB': 'Bentley', 'VF1': 'Renault',
  'WAU': 'Audi', 'WA1': 'Audi', 'WBA': 'BMW', 'WBS': 'BMW M', 'WBY': 'BMW', 'WDB': 'Mercedes-Benz',
  'WDC': 'Mercedes-Benz', 'WDD': 'Mercedes-Benz', 'W1K': 'Mercedes-Benz', 'W1N': 'Mercedes-Benz', 'WMW': 'MINI',
  'WP0': 'Porsche', 'WP1': 'Porsche', 'WVW': 'Volkswagen', 'WVG': 'Volkswagen', 'YV1': 'Volvo', 'YV4': 'Volvo',
  'ZFF': 'Ferrari', 'ZAR': 'Alfa Romeo', 'ZHW': 'Lamborghini', 'ZAM': 'Maserati',
}
// Two-character prefixes that identify a maker on their own when the exact WMI is not listed.
const WMI_PREFIX: Record<string, string> = {
  '1F': 'Ford', '1G': 'General Motors', '1H': 'Honda', '1N': 'Nissan', '1C': 'Stellantis', '2F': 'Ford',
  '2G': 'General Motors', '2T': 'Toyota', '3F': 'Ford', '3G': 'General Motors', '3N': 'Nissan', '4T': 'Toyota',
  '5T': 'Toyota', 'JT': 'Toyota', 'JN': 'Nissan', 'JH': 'Honda', 'JF': 'Subaru', 'JM': 'Mazda', 'KM': 'Hyundai',
  'KN': 'Kia', 'WB': 'BMW', 'WD': 'Mercedes-Benz', 'WV': 'Volkswagen', 'YV': 'Volvo',
}

/** The maker named by the VIN's first characters, from the offline table; null when unknown. */
export function vinManufacturer(vin: string): string | null {
  const normalized = normalizeVin(vin)
  return WMI[normalized.slice(0, 3)] ?? WMI_PREFIX[normalized.slice(0, 2)] ?? null
}
