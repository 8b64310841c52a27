import { APP_SHELL_SCOPE, APP_SHELL_WORKER_PATH } from '../../shared/appShellWorker.ts'

/** The build's files this page has loaded so far (the worker keeps only these paths, whatever it is sent). */
const loadedBuildFiles = () => performance.getEntriesByType('resource')
  .map((entry) => new URL(entry.name))
  .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_astro/'))
  .map((url) => url.pathname)

/**
 * Installs the dashboard's service worker (./worker.ts), so the app opens offline once it has been
 * opened online. On the first visit the page loaded its screen's files before the worker took
 * control: it names them to the worker, which keeps them too.
 */
export function registerAppShellWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  const nameLoaded = () => container.controller?.postMessage({ assets: loadedBuildFiles() })
  container.addEventListener('controllerchange', nameLoaded)
  container.register(APP_SHELL_WORKER_PATH, { scope: APP_SHELL_SCOPE }).then(nameLoaded, () => undefined)
}
