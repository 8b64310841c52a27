import { z } from 'zod'
import os from 'node:os'
import path from 'node:path'
import { parseProxyEntry, type ProxyTrust } from './security/clientAddress.ts'
import type { PasswordCost } from './services/passwords.ts'
import { StorageUrl, type StorageConfig } from './storage/storageUrl.ts'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const TRUST_PROXY_MESSAGE = 'must be true, false, a number of proxy hops or a list of proxy addresses/CIDRs'

/** `true` is one hop (the load balancer in front), a number that many, a list those proxies only. */
const trustProxy = z.string().trim().transform((value, ctx): ProxyTrust => {
  if (value === 'false' || value === '') return { hops: 0 }
  if (value === 'true') return { hops: 1 }
  if (/^\d{1,2}$/.test(value)) return { hops: Number(value) }
  const proxies = value.split(',').map((entry) => entry.trim())
  if (proxies.every((entry) => parseProxyEntry(entry) !== null)) return { proxies }
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE })
  return z.NEVER
})

const SQUARE_KEYS = ['SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID', 'SQUARE_ACCESS_TOKEN'] as const

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number<number>().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: optionalText.pipe(
      z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
    ),
    DATA_DIR: z.string().default('data'),
    DIST_DIR: z.string().default('dist'),
    STORAGE_URL: optionalText.pipe(StorageUrl.optional()),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
    MAIL_FROM: z.string().default('GetQuote <no-reply@getquote.example>'),
    MAIL_TRANSPORT: optionalText.pipe(z.enum(['smtp', 'outbox', 'log']).optional()),
    DEV_TOOLS: z.enum(['local', 'open', 'off']).default('local'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy.default({ hops: 0 }),
    WEB_CONCURRENCY: optionalText.pipe(z.coerce.number<string>().int().min(1).max(256).optional()),
    RATE_LIMIT_MULTIPLIER: z.coerce.number<number>().int().min(1).max(1000).default(1),
    ROW_CACHES: z.enum(['on', 'off', 'sessions', 'requests']).default('on'),
    JOB_POLL_MS: z.coerce.number<number>().int().min(100).max(600_000).default(1000),
    JOB_LEASE_MS: z.coerce.number<number>().int().min(500).max(3_600_000).default(60_000),
    JOB_RETENTION_DAYS: z.coerce.number<number>().int().min(1).max(3650).default(14),
    POLICY_RENEWAL_NOTICE_DAYS: z.coerce.number<number>().int().min(1).max(180).default(45),
    BACKUP_KEEP: z.coerce.number<number>().int().min(1).max(365).default(7),
    SHUTDOWN_GRACE_MS: z.coerce.number<number>().int().min(0).max(600_000).default(10_000),
    SQUARE_APPLICATION_ID: optionalText,
    SQUARE_LOCATION_ID: optionalText,
    SQUARE_ACCESS_TOKEN: optionalText,
    SQUARE_ENVIRONMENT: optionalText.pipe(z.enum(['sandbox', 'production']).optional()),
    PAYMENT_CURRENCIES: z
      .string()
      .default('USD')
      .transform((value) => [...new Set(value.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))])
      .pipe(z.array(z.string().regex(/^[A-Z]{3}$/, 'must be a comma-separated list of 3-letter currency codes')).min(1, 'must name at least one currency')),
    TEST_HOOKS: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' })
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required when NODE_ENV=production' })
    }
    // Without SMTP a production server would drop every code into a table nobody reads.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_TRANSPORT !== 'log') {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production (or MAIL_TRANSPORT=log for a demo)' })
    }
    if (env.NODE_ENV === 'production' && env.MAIL_TRANSPORT === 'outbox') {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'cannot be outbox when NODE_ENV=production: nobody reads it' })
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' })
    }
    if (env.NODE_ENV === 'production' && env.TEST_HOOKS === 'true') {
      ctx.addIssue({ code: 'custom', path: ['TEST_HOOKS'], message: 'must not be true when NODE_ENV=production' })
    }
    // Square credentials come as a set; the SDK would silently default to production without an environment.
    const square = [env.SQUARE_APPLICATION_ID, env.SQUARE_LOCATION_ID, env.SQUARE_ACCESS_TOKEN]
    const missing = SQUARE_KEYS.filter((_, i) => !square[i])
    if (missing.length > 0 && missing.length < SQUARE_KEYS.length) {
      ctx.addIssue({ code: 'custom', path: [missing[0] ?? 'SQUARE_ACCESS_TOKEN'], message: 'must be set together with the other Square credentials' })
    }
    if (missing.length === 0 && !env.SQUARE_ENVIRONMENT) {
      ctx.addIssue({ code: 'custom', path: ['SQUARE_ENVIRONMENT'], message: 'is required (sandbox or production) when Square credentials are set' })
    }
  })

type Env = z.infer<typeof EnvSchema>

/** Real Square; without it (and outside production) the built-in sandbox emulator stands in. */
export interface SquareConfig {
  applicationId: string
  locationId: string
  accessToken: string
  environment: 'sandbox' | 'production'
}

export interface Config {
  env: Env['NODE_ENV']
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  databaseUrl: string | undefined
  dataDir: string
  distDir: string
  /** Uploaded and generated files: DATA_DIR/files, or the S3-compatible bucket STORAGE_URL names. */
  storage: StorageConfig
  jwtSecret: string | undefined
  smtpUrl: string | undefined
  /** smtp sends, outbox captures for the dev mailbox, log writes each message to the log (a demo). */
  mailTransport: 'smtp' | 'outbox' | 'log'
  /** Who may use the dev mailbox and the emulator's Connect API: this machine, anyone, or nobody. */
  devTools: 'local' | 'open' | 'off'
  mailFrom: string
  logLevel: Env['LOG_LEVEL']
  /** Which X-Forwarded-For entries name the client (api/security/clientAddress.ts). */
  trustProxy: ProxyTrust
  /** Scales every rate limit; the browser tests raise it since all their traffic comes from 127.0.0.1. */
  rateLimitMultiplier: number
  /** Which of the session and request-page caches run (PostgreSQL only): all but `on` are for measuring them (issue #30). */
  rowCaches: { sessions: boolean; requests: boolean }
  /** How often the job worker looks for due jobs; e-mail (codes) waits at most this long. */
  jobPollMs: number
  /**
   * How long a claimed job stays its worker's without a heartbeat (sent every third of it while the
   * handler runs): a job whose process died is run again this long after its last beat.
   */
  jobLeaseMs: number
  /** Finished jobs and delivery records are deleted after this many days. */
  jobRetentionDays: number
  /** A policy's renewal notice (reminder e-mail, renewal pending, automatic re-shop) comes this many days before it ends. */
  policyRenewalNoticeDays: number
  /** How many archives DATA_DIR/backups keeps; older ones are deleted after each new backup. */
  backupKeep: number
  /** On SIGTERM, in-flight requests get this long before the process exits anyway. */
  shutdownGraceMs: number
  square: SquareConfig | null
  /** The currencies the payment account settles in; plan prices may use only these. */
  paymentCurrencies: string[]
  /** Fault injection for tests (api/billing/payments/testHooks.ts); refused in production. */
  testHooks: boolean
  /** OWASP's password hashing cost, or a small one for NODE_ENV=test (api/services/passwords.ts). */
  passwordCost: PasswordCost
  /** API worker processes sharing the port; always 1 on the embedded database (one process may open it). */
  webConcurrency: number
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value becomes one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue ? String(issue.path[0]) : 'environment'
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`)
  }
  const env = parsed.data
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    distDir: path.resolve(env.DIST_DIR),
    storage: env.STORAGE_URL ?? { kind: 'disk', dir: path.join(path.resolve(env.DATA_DIR), 'files') },
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailTransport: env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'outbox'),
    devTools: env.NODE_ENV === 'production' ? 'off' : env.DEV_TOOLS,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    rowCaches: { sessions: env.ROW_CACHES === 'on' || env.ROW_CACHES === 'sessions', requests: env.ROW_CACHES === 'on' || env.ROW_CACHES === 'requests' },
    jobPollMs: env.JOB_POLL_MS,
    jobLeaseMs: env.JOB_LEASE_MS,
    jobRetentionDays: env.JOB_RETENTION_DAYS,
    policyRenewalNoticeDays: env.POLICY_RENEWAL_NOTICE_DAYS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    backupKeep: env.BACKUP_KEEP,
    webConcurrency: env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
    square:
      env.SQUARE_APPLICATION_ID && env.SQUARE_LOCATION_ID && env.SQUARE_ACCESS_TOKEN && env.SQUARE_ENVIRONMENT
        ? {
            applicationId: env.SQUARE_APPLICATION_ID,
            locationId: env.SQUARE_LOCATION_ID,
            accessToken: env.SQUARE_ACCESS_TOKEN,
            environment: env.SQUARE_ENVIRONMENT,
          }
        : null,
    paymentCurrencies: env.PAYMENT_CURRENCIES,
    testHooks: env.TEST_HOOKS === 'true',
    passwordCost: env.NODE_ENV === 'test' ? 'test' : 'owasp',
  }
}
