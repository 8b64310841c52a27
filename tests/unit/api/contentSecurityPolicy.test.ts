import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../../api/security/contentSecurityPolicy.ts'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('lets scripts run only from this origin or by a recorded hash, and nobody frame the pages', () => {
    const policy = contentSecurityPolicy(['sha256-abc='], null)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toContain('squareup')
  })

  it('opens the Square hosts of the configured environment only', () => {
    const square = { applicationId: 'sq0idp-x', locationId: 'L1', accessToken: 't', environment: 'sandbox' as const }
    const sandbox = contentSecurityPolicy([], square)
    expect(directive(sandbox, 'script-src')).toContain('https://sandbox.web.squarecdn.com')
    expect(directive(sandbox, 'connect-src')).toContain('https://pci-connect.squareupsandbox.com')
    expect(directive(sandbox, 'frame-src')).toBe('frame-src https://*.squarecdn.com')
    expect(sandbox).not.toContain('https://pci-connect.squareup.com')

    const production = contentSecurityPolicy([], { ...square, environment: 'production' })
    expect(directive(production, 'connect-src')).toContain('https://pci-connect.squareup.com')
    expect(production).not.toContain('squareupsandbox')
  })
})
