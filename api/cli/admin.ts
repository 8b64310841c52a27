import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.ts'
import { boot } from '../runtime/boot.ts'
import { EmbeddedDatabaseBusyError } from '../runtime/embeddedLock.ts'
import { AppError } from '../errors.ts'
import { checkAdminInput, createOrPromoteAdmin } from '../services/admins.ts'

const USAGE = 'Usage: npm run admin -- create --email EMAIL --password PASSWORD [--first-name NAME] [--last-name NAME]'

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  })
  if (positionals[0] !== 'create' || !values.email || !values.password) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  const input = await checkAdminInput({
    email: values.email,
    password: values.password,
    first_name: values['first-name'] ?? 'Admin',
    last_name: values['last-name'] ?? '',
  })
  const runtime = await boot({ ...loadConfig(), logLevel: 'warn' }, 'the admin CLI')
  try {
    const result = await createOrPromoteAdmin(runtime.app, input)
    process.stdout.write(`${result.created ? 'Created' : 'Promoted'} administrator ${result.user.email}\n`)
    return 0
  } finally {
    await runtime.shutdown()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
      process.stderr.write(`${error.message}\n`)
    } else if (error instanceof AppError) {
      process.stderr.write(`${error.message}${error.fields ? ` ${Object.values(error.fields).join(' ')}` : ''}\n`)
    } else {
      process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
    process.exit(1)
  },
)
