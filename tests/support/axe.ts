import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core'

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> }
  }
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  // The only frames our pages hold are a payment provider's card fields, which are not ours to judge.
  iframes: false,
}

/**
 * axe-core runs in the page itself, loaded once per document. (@axe-core/playwright opens a second
 * page for every scan to merge frame results: four times the work, and the browser tests' largest cost.)
 */
async function violationsOn(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource)
  return page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe-core did not load')
    // A toast, dialog or button half-way through its fade has part of its contrast: judge what stays on
    // screen (a spinner's endless turn is not a fade). Waited out in the page, in the scan's own call:
    // no round trip to the test lets a button come back from busy between the wait and the scan.
    const fading = () => document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
    while (fading()) await new Promise((frame) => requestAnimationFrame(frame))
    return (await window.axe.run(document, options)).violations
  }, OPTIONS)
}

async function expectNoA11yViolationsWhere(page: Page, fails: (impact: ImpactValue | undefined | null) => boolean): Promise<void> {
  const failing = (await violationsOn(page))
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
