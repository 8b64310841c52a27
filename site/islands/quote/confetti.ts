/** Decorative confetti (spec §9): loaded only when fired, and never for people who asked for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return
  try {
    const { default: confetti } = await import('canvas-confetti')
    // Drawn on the page's own thread: the library's default worker comes from a blob: URL, which the
    // Content-Security-Policy refuses.
    // Our own canvas, hidden from assistive technology and removed once the burst ends, so no stray
    // element sits outside the page's landmarks.
    const canvas = document.createElement('canvas')
    canvas.setAttribute('aria-hidden', 'true')
    canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:100'
    document.body.append(canvas)
    const cannon = confetti.create(canvas, { resize: true, useWorker: false })
    await cannon({ particleCount: 120, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true })
    canvas.remove()
  } catch {
    // Confetti is decoration: a failed chunk load must not disturb the page.
  }
}
