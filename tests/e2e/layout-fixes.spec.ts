import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations } from '../support/axe.ts'
import { DEMO_ADMIN, openSignedIn, tokenFor } from '../support/accounts.ts'

for (const width of [1280, 1024, 390]) {
  test(`at ${width} px every Insider Tips figure stays on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const tips = page.getByRole('region', { name: 'Insider Tips' })
    await tips.scrollIntoViewIfNeeded()
    // The section renders lazily (content-visibility: auto): measure once it has laid out.
    const measure = () => tips.locator('li > p:first-child').evaluateAll((figures) =>
      figures.map((figure) => {
        // One client rectangle per line the text occupies.
        const range = document.createRange()
        range.selectNodeContents(figure)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        return { text: figure.textContent, lines: tops.size }
      }),
    )
    // Every number range in the tips' text ("24–48") sits on one line too.
    const rangesOnOneLine = () => tips.locator('li p').evaluateAll((paragraphs) =>
      paragraphs.flatMap((paragraph) => {
        const node = paragraph.firstChild
        if (!node || node.nodeType !== Node.TEXT_NODE) return []
        return [...(node.textContent ?? '').matchAll(/\d+\u2060?–\u2060?\d+/g)].map((match) => {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        })
      }),
    )
    await expect.poll(rangesOnOneLine).toEqual([1, 1, 1, 1])
    await expect.poll(measure).toEqual([
      { text: '60%', lines: 1 },
      { text: '5\u2060–\u206010%', lines: 1 },
      { text: '24\u2060–\u206048h', lines: 1 },
      { text: '1 form', lines: 1 },
    ])
  })
}

test('on a phone the admin requests list shows each request as a card with its status and actions', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin/requests')
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance Requests' })).toBeVisible()
  const firstRow = page.getByRole('row').nth(1)
  await expect(firstRow).toBeVisible()
  for (const cell of await firstRow.getByRole('cell').all()) {
    const box = await cell.boundingBox()
    if (!box) throw new Error('a cell is not laid out')
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  // Below the filters on a phone: reached by scrolling down, never sideways.
  const view = firstRow.getByRole('link', { name: /^View request/ })
  await view.scrollIntoViewIfNeeded()
  await expect(view).toBeInViewport()
  // Each cell is led by its column's name, drawn before its content.
  const labels = await firstRow.getByRole('cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))
  expect(labels).toEqual(['"Request #"', '"Applicant"', '"Type"', '"Status"', '"Submitted"', '"Time Left"', '"Actions"'])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBe(0)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: 'test-results/admin-requests-phone.png', fullPage: true })
})
