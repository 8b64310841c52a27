import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../api/config.ts'

describe('loadConfig: ROW_CACHES', () => {
  it('keeps the session and request-page caches unless told off', () => {
    expect(loadConfig({}).rowCaches).toBe(true)
    expect(loadConfig({ ROW_CACHES: 'on' }).rowCaches).toBe(true)
    expect(loadConfig({ ROW_CACHES: 'off' }).rowCaches).toBe(false)
  })

  it('refuses any other value, naming the variable', () => {
    expect(() => loadConfig({ ROW_CACHES: 'no' })).toThrow(ConfigError)
    expect(() => loadConfig({ ROW_CACHES: 'no' })).toThrow(/ROW_CACHES/)
  })
})
