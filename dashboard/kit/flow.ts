import { atom } from 'nanostores'
import type { InsuranceType } from '../../shared/constants/requests.ts'

/** The onboarding flow state of spec §3, kept for the tab (sessionStorage) so a reload keeps the choice. */
export interface FlowState {
  step: number
  email: string
  firstName: string
  lastName: string
  insuranceType: InsuranceType | null
}

const STORAGE_KEY = 'gq:flow'
const INITIAL: FlowState = { step: 1, email: '', firstName: '', lastName: '', insuranceType: null }

function restore(): FlowState {
  if (typeof sessionStorage === 'undefined') return INITIAL
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')
    return typeof saved === 'object' && saved !== null ? { ...INITIAL, ...saved } : INITIAL
  } catch {
    return INITIAL
  }
}

export const $flow = atom<FlowState>(restore())

$flow.listen((state) => {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state))
})

export const jumpToStep = (step: number) => $flow.set({ ...$flow.get(), step: Math.max(1, step) })
export function updateFlow<K extends keyof FlowState>(field: K, value: FlowState[K]): void {
  $flow.set({ ...$flow.get(), [field]: value })
}
// A new object, so the reset is always written: setting the state it already holds would store nothing,
// and what a sign-out leaves in the tab would depend on whether the wizard had been opened.
export const resetFlow = () => $flow.set({ ...INITIAL })
