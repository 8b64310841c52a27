import { z } from 'zod'
import path from 'node:path'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

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
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
    MAIL_FROM: z.string().default('GetQuote <no-reply@getquote.example>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_MULTIPLIER: z.coerce.number<number>().int().min(1).max(1000).default(1),
    SQUARE_APPLICATION_ID: optionalText,
    SQUARE_LOCATION_ID: optionalText,
    SQUARE_ACCESS_TOKEN: optionalText,
    SQUARE_ENVIRONMENT: optionalText.pipe(z.enum(['sandbox', 'production']).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' })
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required when NODE_ENV=production' })
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

export type Env = z.infer<typeof EnvSchema>

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
  jwtSecret: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  logLevel: Env['LOG_LEVEL']
  trustProxy: boolean
  /** Scales every rate limit; the browser tests raise it since all their traffic comes from 127.0.0.1. */
  rateLimitMultiplier: number
  square: SquareConfig | null
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
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    square:
      env.SQUARE_APPLICATION_ID && env.SQUARE_LOCATION_ID && env.SQUARE_ACCESS_TOKEN && env.SQUARE_ENVIRONMENT
        ? {
            applicationId: env.SQUARE_APPLICATION_ID,
            locationId: env.SQUARE_LOCATION_ID,
            accessToken: env.SQUARE_ACCESS_TOKEN,
            environment: env.SQUARE_ENVIRONMENT,
          }
        : null,
  }
}
