import { z } from 'zod'

/**
 * A toast to show on the next page: the wizard's success toast would vanish with the page it was
 * raised on, so it travels in sessionStorage and the quote summary shows it once.
 */
const FLASH_KEY = 'gq:flash'

export const Flash = z.object({ title: z.string(), description: z.string().optional() })
export type Flash = z.infer<typeof Flash>

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash))
  } catch {
    // Without storage the next page simply shows no toast.
  }
}

/** The pending flash, removed as it is read. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY)
    sessionStorage.removeItem(FLASH_KEY)
    if (!raw) return null
    const parsed = Flash.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
