import type { z } from 'zod'
import type { Logger } from 'pino'
import type { AppContext } from '../context.ts'
import type { Actor } from '../actor.ts'
import type { ErrorCode } from '../../shared/contract.ts'
import { forbidden, secondFactorSetupRequired, unauthenticated } from '../errors.ts'
import { mayActAsAdmin, withAdminPowersChecked } from '../services/secondFactor/adminRule.ts'
import { parseInput } from '../validation.ts'
import { consumeRateLimit } from '../services/rateLimits.ts'
import { checkAnswer, checkFailure } from '../contract/conformance.ts'

export type Access = 'public' | 'customer' | 'admin'

/** Who is calling: the address always, the user when signed in. */
export interface Caller {
  ip: string
  userId: number | null
}

export interface RateLimitRule<B> {
  /** Names the bucket, e.g. 'register:ip'. */
  name: string
  limit: number
  windowSeconds: number
  /** The bucket's subject: the caller's IP by default, or a value from the body (an e-mail). */
  subject?: (body: B, caller: Caller) => string | undefined
}

/**
 * Per customer when signed in, per address only for anonymous calls: customers behind one shared
 * address (an office, a mobile carrier) never use up each other's allowance.
 */
export const byCaller = (_body: unknown, caller: Caller) => (caller.userId === null ? caller.ip : `user:${caller.userId}`)

/** The browser's known-device note (api/services/knownDevices.ts), kept in an HttpOnly cookie. */
export interface DeviceCookie {
  token: string | undefined
  remember(token: string): void
}

interface BaseInput<P, Q, B> {
  params: P
  query: Q
  body: B
  ip: string
  /** The User-Agent header ('' when absent): the security log names the browser from it. */
  userAgent: string
  /** Whether this client may use the dev tools (api/security/devTools.ts): the demo accounts need it. */
  mayUseDevTools: boolean
  device: DeviceCookie
  log: Logger
  app: AppContext
}

type Schema = z.ZodType
type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>

interface CommonDefinition<PS, QS, BS, RS> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  /** One line for the API document. */
  summary: string
  status?: number
  params?: PS
  query?: QS
  body?: BS
  /** The whole success body (shared/schemas/envelope.ts wraps a resource schema into one). */
  response: RS
  /**
   * The error codes this route's own checks may answer. Those implied by the definition are added
   * (impliedErrors): 401/403 from `access`, 422 from input schemas, 429 from `rateLimits`, 500, 503.
   */
  errors: readonly ErrorCode[]
  rateLimits?: RateLimitRule<Out<BS>>[]
  /**
   * The body is a file, sent raw (api/middlewares/readUpload.ts): the route's body schema reads
   * `{ file, file_name }`. Access is checked before a byte is read.
   */
  upload?: boolean
  /** Dev tools (the dev mailbox): never in production, else only for whom DEV_TOOLS allows. */
  devOnly?: boolean
}

interface PublicDefinition<PS, QS, BS, RS extends z.ZodType<object>> extends CommonDefinition<PS, QS, BS, RS> {
  access: 'public'
  /**
   * An answer the same for everyone: browsers and CDNs may keep it this long (with an ETag). Only a
   * public route may say so: a signed-in answer kept by a shared cache would reach another person.
   */
  cacheSeconds?: number
  /**
   * With cacheSeconds: the answer this process holds, for as long as it is known to be current
   * without any I/O (undefined otherwise). The response memo replays the bytes while it stays the same object.
   */
  current?: (app: AppContext) => object | undefined
  handle(input: BaseInput<Out<PS>, Out<QS>, Out<BS>> & { actor: Actor | null }): Promise<z.output<RS>>
}

interface ProtectedDefinition<PS, QS, BS, RS extends z.ZodType<object>> extends CommonDefinition<PS, QS, BS, RS> {
  access: 'customer' | 'admin'
  cacheSeconds?: never
  current?: never
  handle(input: BaseInput<Out<PS>, Out<QS>, Out<BS>> & { actor: Actor }): Promise<z.output<RS>>
}

interface RawInput {
  params: unknown
  query: unknown
  body: unknown
}

export interface RequestEnv {
  actor: Actor | null
  ip: string
  userAgent: string
  mayUseDevTools: boolean
  device: DeviceCookie
  log: Logger
  app: AppContext
}

/** A route as the router and the API document see it: its address, access, schemas and one way to run it. */
export interface Route {
  method: CommonDefinition<unknown, unknown, unknown, unknown>['method']
  path: string
  summary: string
  access: Access
  status: number
  upload: boolean
  devOnly: boolean
  cacheSeconds: number | null
  current: ((app: AppContext) => object | undefined) | null
  params: Schema | undefined
  query: Schema | undefined
  body: Schema | undefined
  response: Schema
  /** Every error code the route may answer, the implied ones included. */
  errors: ErrorCode[]
  /** The buckets a call counts against, by name: a write with none is a test failure. */
  rateLimits: string[]
  execute(raw: RawInput, env: RequestEnv): Promise<object>
}

/**
 * `fromThisMachine`: the demo admin's exemption from the second factor (api/services/secondFactor/adminRule.ts).
 * The actor returned is the one the handler sees: an administrator without a second factor acts as a customer.
 */
export function authorize(access: Access, actor: Actor | null, fromThisMachine: boolean): Actor | null {
  if (!actor) {
    if (access === 'public') return actor
    throw unauthenticated()
  }
  if (access === 'admin' && !actor.user.admin) throw forbidden('Administrator access is required.')
  if (access === 'admin' && !mayActAsAdmin(actor, fromThisMachine)) throw secondFactorSetupRequired()
  return withAdminPowersChecked(actor, fromThisMachine)
}

/** Whether the request comes from this machine on a default start, where the demo accounts are for its owner. */
export const isFromThisMachine = (env: Pick<RequestEnv, 'mayUseDevTools' | 'app'>) => env.mayUseDevTools && env.app.config.devTools === 'local'

/** What any route with this definition may answer besides its own codes. */
function impliedErrors(definition: { access: Access; params?: unknown; query?: unknown; body?: unknown; rateLimits?: readonly unknown[] }): ErrorCode[] {
  // A bad or revoked token is refused before any route runs, public ones included.
  const codes: ErrorCode[] = ['unauthenticated', 'internal', 'service_unavailable']
  if (definition.access === 'admin') codes.push('forbidden', 'second_factor_setup_required')
  if (definition.params || definition.query || definition.body) codes.push('validation_failed')
  if (definition.body) codes.push('malformed_json', 'payload_too_large')
  if (definition.rateLimits?.length) codes.push('rate_limited')
  return codes
}

export function defineRoute<
  RS extends z.ZodType<object>,
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
>(definition: PublicDefinition<PS, QS, BS, RS> | ProtectedDefinition<PS, QS, BS, RS>): Route {
  const errors = [...new Set([...impliedErrors(definition), ...definition.errors])]
  const route: Route = {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    access: definition.access,
    status: definition.status ?? 200,
    upload: definition.upload ?? false,
    devOnly: definition.devOnly ?? false,
    cacheSeconds: definition.access === 'public' ? definition.cacheSeconds ?? null : null,
    current: definition.access === 'public' ? definition.current ?? null : null,
    params: definition.params,
    query: definition.query,
    body: definition.body,
    response: definition.response,
    errors,
    rateLimits: (definition.rateLimits ?? []).map((rule) => rule.name),
    async execute(raw, env) {
      // Tests hold every answer to the declared contract; production pays nothing for it.
      if (env.app.config.env !== 'test') return run(raw, env)
      let answer: object
      try {
        answer = await run(raw, env)
      } catch (error) {
        throw checkFailure(route, error)
      }
      return checkAnswer(route, answer)
    },
  }
  async function run(raw: RawInput, env: RequestEnv): Promise<object> {
    const actor = authorize(definition.access, env.actor, isFromThisMachine(env))
    const params = parseInput<Out<PS>>(definition.params, raw.params)
    const query = parseInput<Out<QS>>(definition.query, raw.query)
    const body = parseInput<Out<BS>>(definition.body, raw.body)
    for (const rule of definition.rateLimits ?? []) {
      const subject = rule.subject ? rule.subject(body, { ip: env.ip, userId: actor?.user.id ?? null }) : env.ip
      if (subject) {
        const limit = rule.limit * env.app.config.rateLimitMultiplier
        await consumeRateLimit(env.app.knex, env.app.now(), `${rule.name}:${subject.toLowerCase()}`, { ...rule, limit })
      }
    }
    // Built whole for the handler, not spread: spreading would read `log` and make its child logger.
    const input = <A>(who: A) => ({
      params,
      query,
      body,
      actor: who,
      ip: env.ip,
      userAgent: env.userAgent,
      mayUseDevTools: env.mayUseDevTools,
      device: env.device,
      get log(): Logger {
        return env.log
      },
      app: env.app,
    })
    if (definition.access === 'public') return definition.handle(input(actor))
    if (!actor) throw unauthenticated()
    return definition.handle(input(actor))
  }
  return route
}
