import { randomInt } from 'node:crypto'
import { testServer } from './server.ts'

export interface HttpResult {
  status: number
  headers: Headers
  body: any
}

export interface RequestOptions {
  body?: unknown
  rawBody?: string
  token?: string
  headers?: Record<string, string>
  /** The client's address (the test app trusts X-Forwarded-For); each test gets its own by default. */
  ip?: string
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

export async function http(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
  const { url } = await testServer()
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let payload: string | undefined = options.rawBody
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  } else if (payload !== undefined) {
    headers['content-type'] ??= 'application/json'
  }
  const response = await fetch(`${url}${path}`, { method, headers, body: payload })
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('json')
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text }
}
