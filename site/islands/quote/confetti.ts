/** Decorative confetti (spec §9): loaded only when fired, and never for people who asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return
  try {
    const { default: confetti } = await import('canvas-confetti')
    // Drawn on the page's own thread: the library's default worker comes from a blob: URL, which the
    // Content-Security-Policy refuses.
    const cannon = confetti.create(undefined, { resize: true, useWorker: false })
    await cannon({ particleCount: 120, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true })
  } catch {
    // Confetti is decoration: a failed chunk load must not disturb the page.
  }
}
