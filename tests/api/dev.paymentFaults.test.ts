import type { Server } from 'node:http'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../api/app.ts'
import { loadConfig } from '../../api/config.ts'
import { setEmulatorFaults } from '../../api/payments-emulator/faults.ts'
import { testServer } from '../support/server.ts'
import { http, portOf, THIS_MACHINE } from '../support/http.ts'
import { createUser } from '../support/factories.ts'
import { chargeThroughTheEmulator, checkout, variationOf } from './subscriptions.support.ts'

const PATH = '/api/v1/dev/payment_faults'

chargeThroughTheEmulator()

afterEach(async () => {
  setEmulatorFaults((await testServer()).app, { connect: null })
})

const servers: Server[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

describe('PUT /api/v1/dev/payment_faults', () => {
  it('makes the emulator refuse our charges until cleared, so a checkout is held, not declined', async () => {
    const customer = await createUser()
    const { variation } = await variationOf('basic', 'MONTHLY')
    const set = await http('PUT', PATH, { body: { connect: 'unauthorized' }, ip: THIS_MACHINE })
    expect(set.status).toBe(200)
    expect(set.body).toEqual({ data: null, message: 'The emulator now answers every call unauthorized.' })
    const held = await checkout(customer.token, variation)
    expect([held.status, held.body.code]).toEqual([503, 'service_unavailable'])

    const cleared = await http('PUT', PATH, { body: { connect: null }, ip: THIS_MACHINE })
    expect(cleared.body).toEqual({ data: null, message: 'The emulator answers normally again.' })
    const other = await createUser()
    expect((await checkout(other.token, variation)).status).toBe(200)
  })

  it('refuses a fault it does not know, or none named, with 422', async () => {
    expect((await http('PUT', PATH, { body: { connect: 'card_declined' }, ip: THIS_MACHINE })).status).toBe(422)
    expect((await http('PUT', PATH, { body: {}, ip: THIS_MACHINE })).status).toBe(422)
  })

  it('does not exist without TEST_HOOKS, as on a default start', async () => {
    const { app } = await testServer()
    const answer = async (testHooks: 'true' | 'false') => {
      const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: app.config.dataDir, TEST_HOOKS: testHooks })
      const server = createApp({ ...app, config }, { distDir: app.config.distDir }).listen(0, '127.0.0.1')
      servers.push(server)
      await new Promise((resolve) => server.once('listening', resolve))
      const res = await fetch(`http://127.0.0.1:${portOf(server)}${PATH}`, {
        method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ connect: null }),
      })
      return [res.status, (await res.json()).code ?? 'ok']
    }
    // The same request from this machine: only the setting differs.
    expect(await answer('true')).toEqual([200, 'ok'])
    expect(await answer('false')).toEqual([404, 'not_found'])
  })
})
