/**
 * The dashboard's service worker (issue #27: a report opened online still opens after a reload while
 * offline). The build writes it at this path (site/build/appShellWorker.ts); it controls the customer
 * area only, where the accident report lives.
 */
export const APP_SHELL_WORKER_PATH = '/app-sw.js'
export const APP_SHELL_SCOPE = '/dashboard'
