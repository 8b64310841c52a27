import type { SecurityEvent } from '../models/SecurityEvent.ts'
import type { SecurityEventJson } from '../../shared/schemas/securityLog.ts'

export function presentSecurityEvent(event: SecurityEvent): SecurityEventJson {
  return {
    id: event.id,
    kind: event.kind,
    new_device: event.new_device,
    browser: event.browser,
    os: event.os,
    created_at: event.created_at.toISOString(),
  }
}
