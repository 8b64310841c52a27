import { z } from 'zod'
import { API_BASE, type ErrorBody } from '../../shared/contract.ts'
import { ListMetaJson } from '../../shared/schemas/envelope.ts'
import { $session, clearSession } from './session.ts'

/** A non-2xx answer, with what the server said (spec §7: status, data, headers). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string>
  readonly errors: string[]
  readonly data: unknown
  readonly headers: Headers

  constructor(status: number, data: unknown, headers: Headers, fallback: string) {
    const body = isErrorBody(data) ? data : undefined
    super(body?.message ?? fallback)
    this.status = status
    this.code = body?.code ?? 'unknown'
    this.fields = body?.fields ?? {}
    this.errors = body?.errors ?? []
    this.data = data
    this.headers = headers
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
}

export interface RequestOptions {
  body?: unknown
  /** Message used when the server's answer carries none (spec §8 fallbacks). */
  fallbackError?: string
  signal?: AbortSignal
}

/**
 * The one way the browser talks to the API: JSON in and out, the stored token as a Bearer header,
 * and any 401 drops that token (spec §4).
 */
async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = $session.get().token
  if (token) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
  const isJson = response.headers.get('content-type')?.includes('application/json')
  const data: unknown = isJson ? await response.json() : await response.text()
  if (response.status === 401 && token) clearSession()
  if (!response.ok) {
    throw new ApiError(response.status, data, response.headers, options.fallbackError ?? `Request failed (${response.status})`)
  }
  // The server's answers are typed by the shared contract; callers name the shape they expect.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  return data as T
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
}

/** The answer did not have the shape its shared schema promises (a server and client out of step). */
class ContractError extends Error {}

function parseAs<S extends z.ZodType>(schema: S, value: unknown, path: string, options?: RequestOptions): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ContractError(options?.fallbackError ?? `Unexpected answer from ${path}`)
  return parsed.data
}

const DataBody = z.object({ data: z.unknown() })
const ListBody = z.object({ data: z.array(z.unknown()), meta: ListMetaJson })

/**
 * Typed reads: the shape comes from the same shared zod schema the API declares for the route,
 * checked on arrival instead of asserted. Unknown extra fields are dropped, so a newer server does
 * not break an older page.
 */
export const read = {
  async data<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<z.output<S>> {
    const body = parseAs(DataBody, await apiRequest<unknown>('GET', path, options), path, options)
    return parseAs(schema, body.data, path, options)
  },
  async list<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<{ data: z.output<S>[]; meta: z.output<typeof ListMetaJson> }> {
    const body = parseAs(ListBody, await apiRequest<unknown>('GET', path, options), path, options)
    return { data: body.data.map((item) => parseAs(schema, item, path, options)), meta: body.meta }
  },
}
