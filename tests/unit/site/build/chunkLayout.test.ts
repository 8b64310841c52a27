import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { chunkLayout } from '../../../../site/build/chunkLayout.ts'

const fixture = path.resolve(import.meta.dirname, '../../../fixtures/chunkLayout')
const ISLANDS = { App: 'dashboard/App.tsx', LoginForm: 'site/islands/auth/LoginForm.tsx', Wizard: 'site/islands/Wizard.tsx' }

/** The fixture's islands built for the browser as the site's are, with the layout's plugin, in memory. */
async function chunksOf(islands: Partial<typeof ISLANDS>): Promise<Rolldown.OutputChunk[]> {
  const output = await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins: [chunkLayout()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: Object.fromEntries(Object.entries(islands).map(([name, file]) => [name, path.join(fixture, file)])), preserveEntrySignatures: 'exports-only' },
    },
  })
  const [result] = Array.isArray(output) ? output : [output]
  if (!result || !('output' in result)) throw new Error('vite answered a watcher, not a build')
  return result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
}

/** The fixture's own modules in a chunk; Vite's virtual helpers (ids starting with a NUL) go where their reach puts them too. */
const modulesOf = (chunk: Rolldown.OutputChunk | undefined) => (chunk?.moduleIds ?? []).filter((id) => !id.startsWith('\0')).map((id) => path.relative(fixture, id)).sort()

describe('the browser build’s chunk layout', () => {
  it('puts what the app and the login form share in core, what only the app reaches in app, and leaves the rest where its reach puts it', async () => {
    const chunks = await chunksOf(ISLANDS)
    const named = (name: string) => chunks.find((chunk) => chunk.name === name)

    expect(modulesOf(named('core'))).toEqual(['dashboard/api.ts', 'dashboard/session.ts'])
    expect(modulesOf(named('app'))).toEqual(['dashboard/AppHeader.ts'])
    expect(modulesOf(chunks.find((chunk) => chunk.facadeModuleId?.endsWith('Account.ts')))).toEqual(['dashboard/screens/Account.ts', 'dashboard/screens/accountParts.ts'])
    const wizardRules = chunks.find((chunk) => modulesOf(chunk).includes('shared/wizardRules.ts'))
    expect(wizardRules?.name).not.toMatch(/^(app|core)$/)
    expect(modulesOf(wizardRules)).toEqual(['shared/wizardRules.ts'])
  })

  it('never has a page that does not show the app load the app’s chunk', async () => {
    const chunks = await chunksOf(ISLANDS)
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
    const loads = (entry: string) => {
      const seen = new Set<string>()
      const queue = [chunks.find((chunk) => chunk.isEntry && chunk.name === entry)?.fileName ?? '']
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const chunk = byFile.get(next)
        if (!chunk || seen.has(chunk.name)) continue
        seen.add(chunk.name)
        queue.push(...chunk.imports)
      }
      return [...seen].sort()
    }

    expect(loads('LoginForm')).toEqual(['LoginForm', 'core'])
    expect(loads('Wizard')).toEqual(['Wizard', 'core', 'wizardRules'])
    expect(loads('App')).toEqual(['App', 'app', 'core', 'wizardRules'])
  })

  it('fails the build when the app’s or the login form’s island is no longer where it names them', async () => {
    await expect(chunksOf({ App: ISLANDS.App, Wizard: ISLANDS.Wizard })).rejects.toThrow(/chunk layout: no core chunk/)
  })
})
