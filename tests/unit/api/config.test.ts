import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../api/config.ts'

describe('loadConfig: ROW_CACHES', () => {
  it('keeps the session and request-page caches unless told to leave one or both off', () => {
    expect(loadConfig({}).rowCaches).toEqual({ sessions: true, requests: true })
    expect(loadConfig({ ROW_CACHES: 'on' }).rowCaches).toEqual({ sessions: true, requests: true })
    expect(loadConfig({ ROW_CACHES: 'off' }).rowCaches).toEqual({ sessions: false, requests: false })
    expect(loadConfig({ ROW_CACHES: 'sessions' }).rowCaches).toEqual({ sessions: true, requests: false })
    expect(loadConfig({ ROW_CACHES: 'requests' }).rowCaches).toEqual({ sessions: false, requests: true })
  })

  it('refuses any other value, naming the variable', () => {
    expect(() => loadConfig({ ROW_CACHES: 'no' })).toThrow(ConfigError)
    expect(() => loadConfig({ ROW_CACHES: 'no' })).toThrow(/ROW_CACHES/)
  })
})
