import type { Page } from '@playwright/test'

/** The toast (sonner) whose text holds this: a title or part of its description. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
