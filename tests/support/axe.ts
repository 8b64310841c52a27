import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails on serious or critical accessibility violations (WCAG 2 A/AA) on the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast or dialog half-way through its fade has half its contrast: judge what stays on screen
  // (a spinner's endless turn is not a fade, so it is not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(serious).toEqual([])
}
