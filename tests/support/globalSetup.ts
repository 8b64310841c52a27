// vitest's globalSetup: migrates the template database once; each test file copies it (testDatabase.ts).
import type { TestProject } from 'vitest/node'
import { createTemplate, dropTemplate, type Template } from './testDatabase.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    template: Template
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createTemplate(process.env.DATABASE_URL)
  project.provide('template', template)
  return () => dropTemplate(template)
}
