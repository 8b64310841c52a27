import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe-core's impact of a violation, read through @axe-core/playwright, which carries its types. */
type Impact = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['impact']

async function expectNoA11yViolationsWhere(page: Page, fails: (impact: Impact) => boolean): Promise<void> {
  // A toast or dialog half-way through its fade has half its contrast: judge what stays on screen
  // (a spinner's endless turn is not a fade, so it is not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const failing = results.violations
    .filter((v) => fails(v.impact))
    .map((v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(failing).toEqual([])
}

/** Fails on serious or critical accessibility violations (WCAG 2 A/AA) on the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expectNoA11yViolationsWhere(page, (impact) => impact === 'serious' || impact === 'critical')
}

/** Fails on every accessibility violation (WCAG 2 A/AA) on the current page, minor and moderate ones too. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await expectNoA11yViolationsWhere(page, () => true)
}
