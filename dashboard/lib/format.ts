import { format } from 'date-fns/format'

/** Spec §9: cards and tables. */
export const formatShortDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy')

/** Spec §9: the request detail's date. */
export const formatLongDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy')

/** Spec §9: the request detail's time. */
export const formatTime = (iso: string) => format(new Date(iso), 'h:mm a')

/** A message's moment in a conversation. */
export const formatDateTime = (iso: string) => `${formatShortDate(iso)} at ${formatTime(iso)}`
