import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * The dashboard's service worker (dashboard/appShellWorker/worker.ts) run in a stand-in worker scope:
 * its handlers get the events a browser sends, its cache is an in-memory CacheStorage, the network a stub.
 */
const ORIGIN = 'https://app.test'
const VERSION = 'v2'
const SHELL_ASSETS = ['/_astro/App.abc123.js']

class MemoryCache {
  readonly entries = new Map<string, Response>()
  private readonly network: (url: string) => Promise<Response>
  constructor(network: (url: string) => Promise<Response>) {
    this.network = network
  }
  private key = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href
  async match(request: Request | string) {
    return this.entries.get(this.key(request))?.clone()
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(this.key(request), response)
  }
  async addAll(urls: string[]) {
    for (const url of urls) await this.put(url, await this.network(url))
  }
}

class ExtendableEvent extends Event {
  readonly waits: Promise<unknown>[] = []
  waitUntil(promise: Promise<unknown>) {
    this.waits.push(promise)
  }
  settled = () => Promise.all(this.waits)
}

class FetchEvent extends ExtendableEvent {
  readonly request: Request
  answer: Promise<Response> | null = null
  constructor(request: Request) {
    super('fetch')
    this.request = request
  }
  respondWith(response: Promise<Response>) {
    this.answer = response
  }
}

class MessageEvent extends ExtendableEvent {
  readonly data: unknown
  readonly origin: string
  constructor(data: unknown, origin = ORIGIN) {
    super('message')
    this.data = data
    this.origin = origin
  }
}

const handlers = new Map<string, (event: Event) => void>()
const stores = new Map<string, MemoryCache>()
let online = true
const fetched: string[] = []
const network = vi.fn(async (input: Request | string) => {
  const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN)
  fetched.push(url.pathname)
  if (!online) throw new TypeError('Failed to fetch')
  const response = new Response(`body of ${url.pathname}`, { status: 200, headers: { 'content-type': url.pathname.endsWith('.js') ? 'text/javascript' : 'text/html' } })
  // A browser's same-origin answer; Node's own Response says 'default'.
  Object.defineProperty(response, 'type', { value: 'basic' })
  return response
})
const claim = vi.fn(async () => undefined)

const openStore = (name: string) => {
  const store = stores.get(name) ?? new MemoryCache((url) => network(url))
  stores.set(name, store)
  return store
}

function dispatch<E extends ExtendableEvent>(event: E): E {
  handlers.get(event.type)?.(event)
  return event
}

const fetchOf = (path: string, init: RequestInit & { navigate?: boolean } = {}) => {
  const request = new Request(new URL(path, ORIGIN), init)
  // Node's Request cannot be built in navigate mode; the worker reads only `mode` of it.
  if (init.navigate) Object.defineProperty(request, 'mode', { value: 'navigate' })
  return dispatch(new FetchEvent(request))
}

beforeAll(async () => {
  vi.stubGlobal('APP_SHELL', { version: VERSION, shell: '/dashboard', assets: SHELL_ASSETS })
  vi.stubGlobal('location', new URL(ORIGIN))
  vi.stubGlobal('fetch', network)
  vi.stubGlobal('skipWaiting', vi.fn(async () => undefined))
  vi.stubGlobal('clients', { claim })
  vi.stubGlobal('addEventListener', (type: string, handler: (event: Event) => void) => handlers.set(type, handler))
  vi.stubGlobal('caches', {
    open: async (name: string) => openStore(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  })
  await import('../../../dashboard/appShellWorker/worker.ts')
})

afterAll(() => {
  vi.unstubAllGlobals()
})

describe('the dashboard\'s service worker', () => {
  it('keeps the shell and its files at install, and on activate drops older builds\' caches only', async () => {
    stores.set('gq-app-shell-v1', new MemoryCache(network))
    stores.set('someone-elses-cache', new MemoryCache(network))
    await dispatch(new ExtendableEvent('install')).settled()
    expect([...openStore(`gq-app-shell-${VERSION}`).entries.keys()]).toEqual([`${ORIGIN}/dashboard`, `${ORIGIN}/_astro/App.abc123.js`])
    await dispatch(new ExtendableEvent('activate')).settled()
    expect([...stores.keys()].sort()).toEqual([`gq-app-shell-${VERSION}`, 'someone-elses-cache'])
    expect(claim).toHaveBeenCalledTimes(1)
  })

  it('never answers an API request, a write, or another origin\'s request', () => {
    for (const event of [
      fetchOf('/api/v1/claims/CL-0000000000'),
      fetchOf('/api/v1/claims', { method: 'POST', body: '{}' }),
      fetchOf('/_astro/App.abc123.js', { method: 'POST', body: 'x' }),
      fetchOf('https://other.example/_astro/App.abc123.js'),
      fetchOf('/_astro/App.abc123.js?user=1'),
      fetchOf('/favicon.svg'),
    ]) expect(event.answer, event.request.url).toBeNull()
  })

  it('answers the dashboard\'s pages from the network, and from the kept shell when offline', async () => {
    online = true
    expect(await (await fetchOf('/dashboard/claims/CL-1', { navigate: true }).answer)?.text()).toBe('body of /dashboard/claims/CL-1')
    online = false
    try {
      expect(await (await fetchOf('/dashboard/claims/CL-1', { navigate: true }).answer)?.text()).toBe('body of /dashboard')
    } finally {
      online = true
    }
  })

  it('answers a build file from its cache, fetching and keeping it the first time', async () => {
    fetched.length = 0
    const first = fetchOf('/_astro/ClaimPage.def456.js')
    expect(await (await first.answer)?.text()).toBe('body of /_astro/ClaimPage.def456.js')
    online = false
    try {
      expect(await (await fetchOf('/_astro/ClaimPage.def456.js').answer)?.text()).toBe('body of /_astro/ClaimPage.def456.js')
    } finally {
      online = true
    }
    expect(fetched).toEqual(['/_astro/ClaimPage.def456.js'])
  })

  it('keeps the build files a page names, and nothing else it is sent', async () => {
    const store = openStore(`gq-app-shell-${VERSION}`)
    await dispatch(new MessageEvent({ assets: ['/_astro/Dashboard.aaa111.js', '/api/v1/me', 'https://evil.example/_astro/x.js', '/_astro/../api/v1/me', 42] })).settled()
    await dispatch(new MessageEvent({ assets: ['/_astro/Other.bbb222.js'] }, 'https://evil.example')).settled()
    const kept = [...store.entries.keys()].map((url) => new URL(url).pathname)
    expect(kept).toContain('/_astro/Dashboard.aaa111.js')
    expect(kept.filter((path) => path !== '/dashboard' && !path.startsWith('/_astro/'))).toEqual([])
    expect(kept).not.toContain('/_astro/Other.bbb222.js')
  })
})
