import { test as base, expect, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { startAppServer } from './appServer.ts'
import { BROWSING_OPTIONS } from './browser.ts'

interface AppServer {
  url: string
}

/** A worker's browser context, the tab that keeps its renderer process alive between tests, and that tab's DevTools session. */
interface SharedContext {
  context: BrowserContext
  keeper: Page
  devTools: CDPSession
}

async function openSharedContext(browser: Browser, url: string): Promise<SharedContext> {
  const context = await browser.newContext(BROWSING_OPTIONS)
  const keeper = await context.newPage()
  await keeper.goto(`${url}/robots.txt`)
  return { context, keeper, devTools: await context.newCDPSession(keeper) }
}

/** What a test left behind: its tabs, and the origin's cookies, storage and HTTP cache. */
async function wipe({ context, keeper, devTools }: SharedContext, url: string): Promise<void> {
  for (const page of context.pages()) if (page !== keeper) await page.close()
  await context.clearCookies()
  await devTools.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' })
  await devTools.send('Network.clearBrowserCache')
}

/** A test moved the browser's clock (page.clock), which stays installed in every later page of the context. */
async function clockMoved({ keeper }: SharedContext): Promise<boolean> {
  const browserNow = await keeper.evaluate(() => Date.now())
  return Math.abs(browserNow - Date.now()) > 60_000
}

/**
 * Each Playwright worker starts its own server (api/server.ts, as `npm start` does) on a free port and
 * a copy of the seeded data folder and database, so workers run side by side and never see each
 * other's rows. Every browser test also watches the console: a script, style or connection the
 * server's Content-Security-Policy refused means a user would meet a broken page, so the test fails.
 *
 * A worker's tests share one browser context, each in tabs of its own, and between two tests the
 * context loses every tab, cookie, stored item and cached response the first left: the next test
 * starts as a new visitor. What it keeps is one renderer process (a tab on the server's robots.txt
 * stays open, and playwright.config.ts allows one renderer), where a context per test started a new
 * process for every test: the browser tests take a sixth less CPU. The viewport is the one context
 * option a test may set (test.use); a test that moves the clock leaves the next one a new context.
 */
export const test = base.extend<{ policyGuard: void }, { appServer: AppServer; sharedContext: { current: SharedContext } }>({
  appServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startAppServer({ databaseSuffix: `e2e_${workerInfo.parallelIndex}` })
      try {
        await use({ url: server.url })
      } finally {
        await server.stop()
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url)
  },
  sharedContext: [
    async ({ browser, appServer }, use) => {
      const shared = { current: await openSharedContext(browser, appServer.url) }
      await use(shared)
      await shared.current.context.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedContext, appServer, browser, locale, timezoneId, colorScheme, reducedMotion, serviceWorkers }, use) => {
    const differing = Object.entries({
      locale: locale !== BROWSING_OPTIONS.locale,
      timezoneId: timezoneId !== undefined && timezoneId !== BROWSING_OPTIONS.timezoneId,
      colorScheme: colorScheme !== BROWSING_OPTIONS.colorScheme,
      reducedMotion: reducedMotion !== BROWSING_OPTIONS.reducedMotion,
    }).filter(([, differs]) => differs).map(([option]) => option)
    if (differing.length > 0) {
      throw new Error(`Browser tests share one context per worker, set up with ${JSON.stringify(BROWSING_OPTIONS)}: ${differing.join(', ')} cannot change per test (emulate it on the page instead).`)
    }
    if (serviceWorkers !== BROWSING_OPTIONS.serviceWorkers) {
      // A test of the app's service worker (its offline shell) lets it install, in a context of its own.
      const own = await browser.newContext({ ...BROWSING_OPTIONS, serviceWorkers })
      await use(own)
      await own.close()
      return
    }
    await use(sharedContext.current.context)
    if (await clockMoved(sharedContext.current)) {
      await sharedContext.current.context.close()
      sharedContext.current = await openSharedContext(browser, appServer.url)
    } else {
      await wipe(sharedContext.current, appServer.url)
    }
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage()
    if (viewport) await page.setViewportSize(viewport)
    await use(page)
  },
  policyGuard: [
    async ({ page }, use) => {
      const refusals: string[] = []
      // Chromium logs what the policy blocks, but not a refused eval that a script caught and lived with
      // (zod probes `new Function`): the page's own violation event reports that one to the console too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI} in ${event.sourceFile}`)
        })
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) refusals.push(message.text())
      })
      await use()
      expect(refusals, 'refused by the Content-Security-Policy').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
