import { z } from 'zod'

// A link clicked in an e-mail: whatever arrives, the answer is a readable page, never a JSON error.
export const EmailUndoQuery = z.object({
  token: z.string().max(200).optional().catch(undefined),
})
