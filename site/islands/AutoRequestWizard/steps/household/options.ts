import { STATES } from '@shared/constants/states.ts'

/** Select options shared by the household cards. */
export const STATE_OPTIONS = STATES.map((state) => ({ value: state.code, label: state.name }))

export const labelled = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
export const MONTH_OPTIONS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }))

/** The years counted back from this one: `count` of them. */
export const recentYears = (count: number, from = new Date().getFullYear()) =>
  Array.from({ length: count }, (_, i) => String(from - i)).map((year) => ({ value: year, label: year }))
