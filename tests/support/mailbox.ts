import { z } from 'zod'
import type { APIRequestContext } from '@playwright/test'

const MailboxAnswer = z.object({
  data: z.array(z.object({ id: z.number(), subject: z.string(), text: z.string(), code: z.string().nullable() })),
})
export type MailboxMessage = z.infer<typeof MailboxAnswer>['data'][number]

const POLL_MS = 200
const TIMEOUT_MS = 10_000

/** The captured outbox for one address, newest first (GET /api/v1/dev/mailbox). */
export async function readMailbox(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`)
  if (!response.ok()) throw new Error(`The dev mailbox answered ${response.status()}`)
  return MailboxAnswer.parse(await response.json()).data
}

/** The id of the newest message to the address, or 0: pass it as `after` to wait for a later code. */
export async function newestMessageId(request: APIRequestContext, email: string): Promise<number> {
  const [newest] = await readMailbox(request, email)
  return newest?.id ?? 0
}

/**
 * Polls the mailbox until a message with the subject arrives. E-mail is a queued job that the
 * server's worker runs once the request that queued it commits, so a test never reads the mailbox just once.
 */
export async function waitForMail(request: APIRequestContext, email: string, subject: string): Promise<MailboxMessage> {
  const deadline = Date.now() + TIMEOUT_MS
  while (Date.now() < deadline) {
    const found = (await readMailbox(request, email)).find((message) => message.subject === subject)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`No "${subject}" reached ${email} within ${TIMEOUT_MS} ms`)
}

/** Polls the mailbox until a message with a code arrives (newer than `after`), and returns that code. */
export async function waitForCode(request: APIRequestContext, email: string, options: { after?: number } = {}): Promise<string> {
  const after = options.after ?? 0
  const deadline = Date.now() + TIMEOUT_MS
  while (Date.now() < deadline) {
    const withCode = (await readMailbox(request, email)).find((message) => message.id > after && message.code)
    if (withCode?.code) return withCode.code
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`No code reached ${email} within ${TIMEOUT_MS} ms`)
}
