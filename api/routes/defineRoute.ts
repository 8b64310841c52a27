import type { z } from 'zod'
import type { Logger } from 'pino'
import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { forbidden, unauthenticated } from '../errors.ts'
import { parseInput } from '../middlewares/validate.ts'
import { consumeRateLimit } from '../services/rateLimits.ts'

export type Access = 'public' | 'customer' | 'admin'

export interface Actor {
  user: User
  sessionId: string
}

export interface RateLimitRule<B> {
  /** Names the bucket, e.g. 'login:ip'. */
  name: string
  limit: number
  windowSeconds: number
  /** The bucket's subject: the caller's IP by default, or a value from the body (an e-mail). */
  subject?: (body: B, ip: string) => string | undefined
}

interface BaseInput<P, Q, B> {
  params: P
  query: Q
  body: B
  ip: string
  log: Logger
  app: AppContext
}

type Schema = z.ZodType
type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>

interface CommonDefinition<PS, QS, BS> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  status?: number
  params?: PS
  query?: QS
  body?: BS
  rateLimits?: RateLimitRule<Out<BS>>[]
  /** Routes that exist only outside production (the dev mailbox, the payment emulator). */
  devOnly?: boolean
}

interface PublicDefinition<PS, QS, BS> extends CommonDefinition<PS, QS, BS> {
  access: 'public'
  handle(input: BaseInput<Out<PS>, Out<QS>, Out<BS>> & { actor: Actor | null }): Promise<object>
}

interface ProtectedDefinition<PS, QS, BS> extends CommonDefinition<PS, QS, BS> {
  access: 'customer' | 'admin'
  handle(input: BaseInput<Out<PS>, Out<QS>, Out<BS>> & { actor: Actor }): Promise<object>
}

export interface RawInput {
  params: unknown
  query: unknown
  body: unknown
}

export interface RequestEnv {
  actor: Actor | null
  ip: string
  log: Logger
  app: AppContext
}

/** A route as the router sees it: its address, its access level and one way to run it. */
export interface Route {
  method: CommonDefinition<unknown, unknown, unknown>['method']
  path: string
  access: Access
  status: number
  devOnly: boolean
  execute(raw: RawInput, env: RequestEnv): Promise<object>
}

export function authorize(access: Access, actor: Actor | null): Actor | null {
  if (access === 'public') return actor
  if (!actor) throw unauthenticated()
  if (access === 'admin' && !actor.user.admin) throw forbidden('Administrator access is required.')
  return actor
}

export function defineRoute<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
>(definition: PublicDefinition<PS, QS, BS> | ProtectedDefinition<PS, QS, BS>): Route {
  return {
    method: definition.method,
    path: definition.path,
    access: definition.access,
    status: definition.status ?? 200,
    devOnly: definition.devOnly ?? false,
    async execute(raw, env) {
      const actor = authorize(definition.access, env.actor)
      const input = {
        params: parseInput<Out<PS>>(definition.params, raw.params),
        query: parseInput<Out<QS>>(definition.query, raw.query),
        body: parseInput<Out<BS>>(definition.body, raw.body),
        ip: env.ip,
        log: env.log,
        app: env.app,
      }
      for (const rule of definition.rateLimits ?? []) {
        const subject = rule.subject ? rule.subject(input.body, env.ip) : env.ip
        if (subject) {
          const limit = rule.limit * env.app.config.rateLimitMultiplier
          await consumeRateLimit(env.app.knex, `${rule.name}:${subject.toLowerCase()}`, { ...rule, limit })
        }
      }
      if (definition.access === 'public') return definition.handle({ ...input, actor })
      if (!actor) throw unauthenticated()
      return definition.handle({ ...input, actor })
    },
  }
}
