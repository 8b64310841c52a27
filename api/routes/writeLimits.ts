import { byCaller, type RateLimitRule } from './defineRoute.ts'

const HOUR = 60 * 60

/**
 * Caps for the writes that have no limit of their own purpose (the auth and account routes keep
 * theirs in auth/rateLimits.ts and me/rateLimits.ts): loose enough for any person at work, tight
 * enough that a stolen token or a script cannot hammer a write. Counted per customer when signed in,
 * per address otherwise (byCaller).
 *
 * | writes                                              | per caller and hour |
 * | an administrator's (plans, offers, statuses, ...)   | 1,000               |
 * | a customer's choose, re-quote, cancel; dev tools   | 30                  |
 * | log-out, the unsubscribe POST                       | 60                  |
 */
const perCaller = (name: string, limit: number): RateLimitRule<unknown>[] => [{ name, limit, windowSeconds: HOUR, subject: byCaller }]

export const adminWriteLimits = (what: string) => perCaller(`admin:${what}`, 1000)
export const actionLimits = (what: string) => perCaller(what, 30)
export const sessionWriteLimits = (what: string) => perCaller(what, 60)
/** A form saved as it is typed (an accident report's draft, its photos): a save every few seconds for an hour. */
export const draftWriteLimits = (what: string) => perCaller(what, 1200)
