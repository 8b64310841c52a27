/** The /admin "New for agents" counts as an API client reads them. */
import { expect } from 'vitest'
import { http } from './http.ts'
import type { CreatedUser } from './factories.ts'
import { AgentNotificationCountsJson } from '../../shared/schemas/agentNotifications.ts'

export const AGENT_COUNTS = '/api/v1/admin/agent_notifications'

export async function agentCounts(admin: CreatedUser): Promise<AgentNotificationCountsJson> {
  const res = await http('GET', AGENT_COUNTS, { token: admin.token })
  expect(res.status).toBe(200)
  return AgentNotificationCountsJson.parse(res.body.data)
}

/** Marks everything there is seen for the admin, so a test counts only what it makes. */
export async function caughtUp(admin: CreatedUser): Promise<void> {
  const { latest_id: latest } = await agentCounts(admin)
  if (latest !== null) expect((await http('PUT', `${AGENT_COUNTS}/seen`, { token: admin.token, body: { through_id: latest } })).status).toBe(200)
}
