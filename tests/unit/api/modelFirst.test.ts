import fs from 'node:fs'
import path from 'node:path'
import knexFactory from 'knex'
import { Model } from 'objection'
import { describe, expect, it } from 'vitest'

// Every model but the two bases (BaseModel, PolicyTerm), which have no table of their own.
const modelsDir = path.resolve(import.meta.dirname, '../../../api/models')
// Builds SQL only: no connection is opened.
const knex = knexFactory({ client: 'pg' })

const isModelClass = (value: unknown): value is typeof Model => typeof value === 'function' && value.prototype instanceof Model

async function modelClasses(): Promise<[string, typeof Model][]> {
  const found: [string, typeof Model][] = []
  for (const file of fs.readdirSync(modelsDir).filter((name) => name.endsWith('.ts') && !['BaseModel.ts', 'PolicyTerm.ts'].includes(name))) {
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
