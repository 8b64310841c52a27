import { randomInt } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { testServer } from './server.ts'

/** The port a server listening on TCP was given. */
export function portOf(server: { address(): string | AddressInfo | null }): number {
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the server is not listening on TCP')
  return address.port
}

export interface HttpResult {
  status: number
  headers: Headers
  // The JSON under test: each test asserts the shape it expects (or parses it with the shared schema).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

export interface RequestOptions {
  body?: unknown
  /** Sent as is: a string (JSON unless a content-type says otherwise) or a file's bytes. */
  rawBody?: string | Uint8Array
  token?: string
  headers?: Record<string, string>
  /** The client's address (the test app trusts X-Forwarded-For); each test gets its own by default. */
  ip?: string
}

/**
 * A client on the server's own machine, as the trusted proxy forwards it: the dev tools (the mailbox,
 * the demo accounts) answer only this one (api/security/devTools.ts).
 */
export const THIS_MACHINE = '127.0.0.1'

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

export async function http(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
  const { url } = await testServer()
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let payload: string | Uint8Array | undefined = options.rawBody
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  } else if (payload !== undefined) {
    headers['content-type'] ??= 'application/json'
  }
  // fetch upper-cases only the classic methods; a lower-case 'patch' reaches Node as an invalid method.
  const response = await fetch(`${url}${path}`, { method: method.toUpperCase(), headers, body: typeof payload === 'object' ? new Uint8Array(payload) : payload })
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('json')
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text }
}

/** A download: the status, headers and the exact bytes (a PDF is no text). */
export async function download(path: string, token?: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const { url } = await testServer()
  const response = await fetch(`${url}${path}`, { headers: { 'x-forwarded-for': randomIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}
