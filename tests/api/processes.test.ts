import { describe, expect, it } from 'vitest'
import { spawnNode, tempDataDir } from '../support/processes.ts'

const usesEmbedded = !process.env.DATABASE_URL

describe('the server process', () => {
  it('stops with one line naming a bad variable', async () => {
    const server = spawnNode('api/server.ts', [], { PORT: 'not-a-port', DATA_DIR: tempDataDir() })
    expect(await server.exited).toBe(1)
    expect(server.output().trim()).toMatch(/^Invalid configuration: PORT .+$/)
  })

  it('starts, prints the URL and the demo admin, and drains on SIGTERM with exit 0', async () => {
    const server = spawnNode('api/server.ts', [], { PORT: '0', DATA_DIR: tempDataDir(), PUBLIC_URL: 'http://localhost:3999' })
    await server.waitFor('Sign in as the demo admin: admin@getquote.example')
    expect(server.output()).toContain('GetQuote is running at http://localhost:3999')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})

describe('npm run admin -- create', () => {
  it('creates an administrator, then promotes an existing account', async () => {
    const dataDir = tempDataDir()
    const email = `boss-${Date.now()}@example.com`
    const first = spawnNode('api/cli/admin.ts', ['create', '--email', email, '--password', 'long-enough-secret'], { DATA_DIR: dataDir })
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain(`Created administrator ${email}`)
    const second = spawnNode('api/cli/admin.ts', ['create', '--email', email.toUpperCase(), '--password', 'long-enough-secret'], { DATA_DIR: dataDir })
    expect(await second.exited).toBe(0)
    expect(second.output()).toContain(`Promoted administrator ${email}`)
  })

  it('refuses a bad e-mail with the validation message', async () => {
    const cli = spawnNode('api/cli/admin.ts', ['create', '--email', 'nope', '--password', 'long-enough-secret'], { DATA_DIR: tempDataDir() })
    expect(await cli.exited).toBe(1)
    expect(cli.output()).toContain('Please enter a valid email address')
  })

  // The embedded database has a single owner; PostgreSQL takes any number of processes.
  const whileServing = usesEmbedded
    ? 'says in one line that a running server holds the embedded database'
    : 'creates an administrator while a server runs on the same database'
  it(whileServing, async () => {
    const dataDir = tempDataDir()
    const server = spawnNode('api/server.ts', [], { PORT: '0', DATA_DIR: dataDir })
    try {
      await server.waitFor('GetQuote is running')
      const email = `busy-${Date.now()}@example.com`
      const cli = spawnNode('api/cli/admin.ts', ['create', '--email', email, '--password', 'long-enough-secret'], { DATA_DIR: dataDir })
      if (usesEmbedded) {
        expect(await cli.exited).toBe(1)
        expect(cli.output().trim().split('\n')).toHaveLength(1)
        expect(cli.output()).toMatch(/embedded database .* is in use by the GetQuote server \(pid \d+\)/)
      } else {
        expect(await cli.exited).toBe(0)
        expect(cli.output()).toContain(`Created administrator ${email}`)
      }
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
})
