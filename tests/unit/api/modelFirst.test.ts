import fs from 'node:fs'
import path from 'node:path'
import knexFactory from 'knex'
import { Model } from 'objection'
import { describe, expect, it } from 'vitest'

const modelsDir = path.resolve(import.meta.dirname, '../../../api/models')
// Builds SQL only: no connection is opened.
const knex = knexFactory({ client: 'pg' })

// A model with a table of its own: the bases it extends (BaseModel, PolicyTerm) name none.
const isModelClass = (value: unknown): value is typeof Model =>
  typeof value === 'function' && value.prototype instanceof Model && Object.hasOwn(value, 'tableName')

async function modelClasses(): Promise<[string, typeof Model][]> {
  const found: [string, typeof Model][] = []
  for (const file of fs.readdirSync(modelsDir).filter((name) => name.endsWith('.ts'))) {
    const exported: Record<string, unknown> = await import(path.join(modelsDir, file))
    for (const [name, value] of Object.entries(exported)) {
      if (isModelClass(value)) found.push([name, value])
    }
  }
  return found
}

describe('first() on every model', () => {
  it('asks the database for one row, so a claim FOR UPDATE SKIP LOCKED locks one job, not every due one', async () => {
    const models = await modelClasses()
    expect(models.map(([name]) => name)).toContain('Job')
    for (const [name, model] of models) {
      const { sql } = model.query(knex).first().toKnexQuery().toSQL()
      expect(`${name}: ${sql}`).toBe(`${name}: select "${model.tableName}".* from "${model.tableName}" limit ?`)
    }
  })
})
