import { z } from 'zod'

/**
 * How the payments emulator refuses us, as Square refuses a merchant: a revoked access token (401),
 * a request Square finds invalid (400), or a rate limit (429). Set through the dev tools only with
 * TEST_HOOKS=true, so the browser tests can show the admin's payment alerts.
 */
export const ConnectFault = z.enum(['unauthorized', 'invalid_request', 'rate_limited'])
export type ConnectFault = z.infer<typeof ConnectFault>

/** The fault every Connect call of the emulator answers with from now on; null clears it. */
export const PaymentFaultsBody = z.object({ connect: ConnectFault.nullable() })
export type PaymentFaultsBody = z.infer<typeof PaymentFaultsBody>
