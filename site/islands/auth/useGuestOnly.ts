import { useEffect, useState } from 'react'
import { isAuthenticated } from '../../../dashboard/kit/session.ts'

/**
 * For pages only signed-out visitors use: a stored token sends the browser to /dashboard before the
 * form is ever shown. Returns true once the visitor is known to be signed out.
 */
export function useGuestOnly(): boolean {
  const [guest, setGuest] = useState(false)
  useEffect(() => {
    if (isAuthenticated()) {
      window.location.replace('/dashboard')
      return
    }
    setGuest(true)
  }, [])
  return guest
}
