/*
 * The dashboard's service worker, written into the build as /app-sw.js by site/build/appShellWorker.ts,
 * which strips the types and puts APP_SHELL (this build's version, the shell's path and its assets) in
 * front. It keeps the app's shell and nothing else: the shell's HTML, which is the same for everyone,
 * and the build's hashed files under /_astro/. An API answer is never cached or answered here, nor is
 * anything from another origin: those requests go to the network as if there were no worker, so a
 * page's own interception of them (a test's page.route) sees them as before.
 */

interface AppShellManifest {
  version: string
  /** The path the shell is fetched and kept under (the dashboard's own, which answers the shell). */
  shell: string
  /** The hashed files the shell's entry scripts load before any screen. */
  assets: string[]
}

declare const APP_SHELL: AppShellManifest

/* The worker's own events, declared here because the project's DOM types describe a window. */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown
  origin: string
}
interface WorkerScope {
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
}

const isExtendable = (event: Event): event is ExtendableEventLike => 'waitUntil' in event
const isFetch = (event: Event): event is FetchEventLike => isExtendable(event) && 'respondWith' in event && 'request' in event
const isMessage = (event: Event): event is MessageEventLike => isExtendable(event) && 'data' in event
const isWorkerScope = (value: unknown): value is WorkerScope => typeof value === 'object' && value !== null && 'skipWaiting' in value && 'clients' in value

const CACHE_PREFIX = 'gq-app-shell-'
const CACHE = `${CACHE_PREFIX}${APP_SHELL.version}`
/** A file of the build: content-hashed, so a cached copy is never stale. */
const BUILD_ASSET = /^\/_astro\/[\w.-]+$/

function workerScope(): WorkerScope {
  const scope: unknown = globalThis
  if (!isWorkerScope(scope)) throw new Error('app-sw.js runs only as a service worker')
  return scope
}

/** A same-origin build file the page names (a message's data is checked, never trusted). */
function buildAssetUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = new URL(value, location.origin)
  return url.origin === location.origin && BUILD_ASSET.test(url.pathname) && url.search === '' ? url.pathname : null
}

/** The dashboard's pages: the network's answer while there is one, the kept shell when there is not. */
async function networkFirstShell(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (offline) {
    const shell = await (await caches.open(CACHE)).match(APP_SHELL.shell, { ignoreVary: true })
    if (shell) return shell
    throw offline
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(request, { ignoreVary: true })
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone())
  return response
}

/**
 * Files the page loaded before this worker controlled it (its first visit), kept now for the next
 * offline start. All at once, not one after another: the signal may drop seconds after that visit, and
 * one file missing leaves the offline start a blank page.
 */
async function keepLoaded(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => cacheFirst(new Request(new URL(path, location.origin)))))
}

addEventListener('install', (event) => {
  if (!isExtendable(event)) return
  event.waitUntil((async () => {
    await (await caches.open(CACHE)).addAll([APP_SHELL.shell, ...APP_SHELL.assets])
    await workerScope().skipWaiting()
  })())
})

// A new build's worker drops the shells of the builds before it.
addEventListener('activate', (event) => {
  if (!isExtendable(event)) return
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key)
    await workerScope().clients.claim()
  })())
})

addEventListener('fetch', (event) => {
  if (!isFetch(event)) return
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== location.origin) return
  if (request.mode === 'navigate') event.respondWith(networkFirstShell(request))
  else if (BUILD_ASSET.test(url.pathname) && url.search === '') event.respondWith(cacheFirst(request))
})

addEventListener('message', (event) => {
  if (!isMessage(event) || event.origin !== location.origin) return
  const { data } = event
  if (typeof data !== 'object' || data === null || !('assets' in data) || !Array.isArray(data.assets)) return
  const named: unknown[] = data.assets
  const paths = named.map(buildAssetUrl).filter((path) => path !== null)
  event.waitUntil(keepLoaded(paths))
})

export {}
