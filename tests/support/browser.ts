/** Debian's chromium, or the one CHROMIUM_PATH names; test tools never download a browser here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}

// Without the background-networking flags Chromium keeps dialling out, which this machine refuses.
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]
