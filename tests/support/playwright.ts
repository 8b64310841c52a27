import { test as base, expect } from '@playwright/test'

/**
 * Every browser test also watches the console: a script, style or connection the server's
 * Content-Security-Policy refused means a user would meet a broken page, so the test fails.
 */
export const test = base.extend<{ policyGuard: void }>({
  policyGuard: [
    async ({ page }, use) => {
      const refusals: string[] = []
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
