import { z } from 'zod'
import { API_BASE, type ErrorBody } from '../../shared/contract.ts'
import { ListMetaJson } from '../../shared/schemas/envelope.ts'
import { FILE_NAME_HEADER } from '../../shared/schemas/policyDocument.ts'
import { $session, clearSession } from './session.ts'
import { askToReauthenticate } from './reauthentication.ts'

/** A non-2xx answer, with what the server said (spec §7: status, data, headers). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string>
  readonly errors: string[]
  /** Machine data for a client that acts on the error (a 409's new price, a 429's retry delay). */
  readonly details: Record<string, unknown>
  readonly headers: Headers

  constructor(status: number, data: unknown, headers: Headers, fallback: string) {
    const body = isErrorBody(data) ? data : undefined
    super(body?.message ?? fallback)
    this.status = status
    this.code = body?.code ?? 'unknown'
    this.fields = body?.fields ?? {}
    this.errors = body?.errors ?? []
    this.details = body?.details ?? {}
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
  /** Message used when a success answer does not match its schema (spec §5), else fallbackError. */
  invalidAnswer?: string
  signal?: AbortSignal
  /** Set on the retry after the password was asked again, so a second refusal is not asked about. */
  afterReauthentication?: boolean
  /** A file sent as the raw body, named in X-File-Name (the API's upload routes). */
  file?: File
}

function requestBody(options: RequestOptions, headers: Record<string, string>): BodyInit | undefined {
  if (options.file) {
    headers['content-type'] = options.file.type || 'application/octet-stream'
    headers[FILE_NAME_HEADER] = encodeURIComponent(options.file.name)
    return options.file
  }
  if (options.body === undefined) return undefined
  headers['content-type'] = 'application/json'
  return JSON.stringify(options.body)
}

/**
 * The one way the browser talks to the API: JSON in and out, the stored token as a Bearer header,
 * and any 401 drops that token (spec §4). What came back is unknown until a schema has checked it.
 */
async function apiRequest(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = $session.get().token
  if (token) headers.authorization = `Bearer ${token}`
  const body = requestBody(options, headers)
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    credentials: 'include',
    body,
    signal: options.signal,
  })
  const isJson = response.headers.get('content-type')?.includes('application/json')
  const data: unknown = isJson ? await response.json() : await response.text()
  if (response.status === 401 && token) clearSession()
  // The password asked again: the same request once more, as if nothing had been in the way.
  if (response.status === 403 && isErrorBody(data) && data.code === 'reauthentication_required' && !options.afterReauthentication) {
    if (await askToReauthenticate()) return apiRequest(method, path, { ...options, afterReauthentication: true })
  }
  if (!response.ok) {
    throw new ApiError(response.status, data, response.headers, options.fallbackError ?? `Request failed (${response.status})`)
  }
  return data
}

/** Calls whose answer the caller does not read (it refetches, or only needs success): nothing to type. */
export const api = {
  post: async (path: string, body?: unknown, options?: RequestOptions) => void (await apiRequest('POST', path, { ...options, body: body ?? {} })),
  put: async (path: string, body?: unknown, options?: RequestOptions) => void (await apiRequest('PUT', path, { ...options, body: body ?? {} })),
  delete: async (path: string, options?: RequestOptions) => void (await apiRequest('DELETE', path, options)),
}

/** The request never reached the server (offline, or no route to it): fetch rejects with a TypeError. */
export const isUnreachable = (error: unknown) => error instanceof TypeError

/** The answer did not have the shape its shared schema promises (a server and client out of step). */
class ContractError extends Error {}

function parseAs<S extends z.ZodType>(schema: S, value: unknown, path: string, options?: RequestOptions): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ContractError(options?.invalidAnswer ?? options?.fallbackError ?? `Unexpected answer from ${path}`)
  return parsed.data
}

/**
 * Calls whose answer is read: `response` is the whole success body's schema, the one the route
 * declares (shared/schemas, wrapped by shared/schemas/envelope.ts), checked on arrival instead of asserted.
 */
export const checked = {
  get: async <S extends z.ZodType>(response: S, path: string, options?: RequestOptions) =>
    parseAs(response, await apiRequest('GET', path, options), path, options),
  post: async <S extends z.ZodType>(response: S, path: string, body: unknown, options?: RequestOptions) =>
    parseAs(response, await apiRequest('POST', path, { ...options, body }), path, options),
  put: async <S extends z.ZodType>(response: S, path: string, body: unknown, options?: RequestOptions) =>
    parseAs(response, await apiRequest('PUT', path, { ...options, body }), path, options),
  patch: async <S extends z.ZodType>(response: S, path: string, body: unknown, options?: RequestOptions) =>
    parseAs(response, await apiRequest('PATCH', path, { ...options, body }), path, options),
  upload: async <S extends z.ZodType>(response: S, path: string, file: File, options?: RequestOptions) =>
    parseAs(response, await apiRequest('POST', path, { ...options, file }), path, options),
}

/** A file the API serves as an attachment, fetched with the Bearer token a link cannot carry. */
async function fetchFile(path: string): Promise<Response> {
  const token = $session.get().token
  const response = await fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' })
  if (!response.ok) {
    const isJson = response.headers.get('content-type')?.includes('application/json')
    throw new ApiError(response.status, isJson ? await response.json() : null, response.headers, 'The file could not be downloaded. Please try again.')
  }
  return response
}

/** A served image as an object URL an <img> can show; the caller revokes it. */
export const fileObjectUrl = async (path: string) => URL.createObjectURL(await (await fetchFile(path)).blob())

/** Saves a file the API serves as an attachment through the browser's download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchFile(path)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  link.click()
  URL.revokeObjectURL(url)
}

const DataBody = z.object({ data: z.unknown() })
const ListBody = z.object({ data: z.array(z.unknown()), meta: ListMetaJson })

/**
 * Typed reads of one resource or one page: the shape comes from the same shared zod schema the API
 * declares for the route. Unknown extra fields are dropped, so a newer server does not break an older page.
 */
export const read = {
  async data<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<z.output<S>> {
    const body = parseAs(DataBody, await apiRequest('GET', path, options), path, options)
    return parseAs(schema, body.data, path, options)
  },
  async list<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<{ data: z.output<S>[]; meta: z.output<typeof ListMetaJson> }> {
    const body = parseAs(ListBody, await apiRequest('GET', path, options), path, options)
    return { data: body.data.map((item) => parseAs(schema, item, path, options)), meta: body.meta }
  },
}

/**
 * An upload that reports its progress (fetch cannot): the file as the raw body, named in X-File-Name,
 * like checked.upload. The answer is checked against `response`; a refusal throws an ApiError.
 */
export function uploadWithProgress<S extends z.ZodType>(response: S, path: string, file: Blob, fileName: string, onProgress: (fraction: number) => void): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${API_BASE}${path}`)
    const token = $session.get().token
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.setRequestHeader('accept', 'application/json')
    request.setRequestHeader('content-type', file.type || 'application/octet-stream')
    request.setRequestHeader(FILE_NAME_HEADER, encodeURIComponent(fileName))
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onerror = () => reject(new Error('The connection was lost. Please try again.'))
    request.onload = () => {
      let data: unknown = null
      try {
        data = JSON.parse(request.responseText)
      } catch {
        // Not JSON (a proxy's page): the status alone says what happened.
      }
      if (request.status === 401 && token) clearSession()
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, data, new Headers(), 'The photo could not be uploaded. Please try again.'))
        return
      }
      try {
        resolve(parseAs(response, data, path))
      } catch (error) {
        reject(error instanceof Error ? error : new Error('Unexpected answer'))
      }
    }
    request.send(file)
  })
}
