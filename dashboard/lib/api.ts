import { API_BASE, type ErrorBody } from '../../shared/contract.ts'
import { $session, clearSession } from '../stores/session.ts'

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
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
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
  return data as T
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
}
