import { describe, expect, it } from 'vitest'
import { testServer } from '../support/server.ts'
import { onCommit } from '../../api/db/onCommit.ts'

describe('onCommit', () => {
  it('answers false outside a transaction, where a write is already committed, and runs nothing', async () => {
    const { app } = await testServer()
    let ran = 0
    expect(onCommit(app.knex, () => { ran += 1 })).toBe(false)
    await Promise.resolve()
    expect(ran).toBe(0)
  })

  it('runs once the transaction commits', async () => {
    const { app } = await testServer()
    const seen: string[] = []
    await app.knex.transaction(async (trx) => {
      expect(onCommit(trx, () => seen.push('committed'))).toBe(true)
      await trx.raw('SELECT 1')
      seen.push('still open')
    })
    await Promise.resolve()
    expect(seen).toEqual(['still open', 'committed'])
  })

  it('waits for the outermost transaction when called in a savepoint, and never runs after a rollback', async () => {
    const { app } = await testServer()
    const seen: string[] = []
    await app.knex.transaction(async (trx) => {
      await trx.transaction(async (savepoint) => {
        onCommit(savepoint, () => seen.push('outer committed'))
      })
      // The savepoint is released, but nothing is visible to other connections until the outer commit.
      await trx.raw('SELECT 1')
      seen.push('savepoint released')
    })
    await expect(app.knex.transaction(async (trx) => {
      onCommit(trx, () => seen.push('rolled back'))
      throw new Error('roll back')
    })).rejects.toThrow('roll back')
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual(['savepoint released', 'outer committed'])
  })
})
