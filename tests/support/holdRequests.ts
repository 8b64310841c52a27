import type { Page, Route } from '@playwright/test'

type Matcher = Parameters<Page['route']>[0]

/**
 * Holds every request the matcher names, unanswered, until the returned function lets them go on to
 * the server; later ones go straight through. A test sees the page as a slow answer leaves it.
 */
export async function holdRequests(page: Page, matches: Matcher): Promise<() => void> {
  const held: Route[] = []
  let released = false
  await page.route(matches, (route) => (released ? route.continue() : void held.push(route)))
  return () => {
    released = true
    for (const route of held.splice(0)) void route.continue()
  }
}
