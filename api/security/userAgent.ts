import Bowser from 'bowser'

interface DeviceDescription {
  browser: string | null
  os: string | null
}

/** The browser and operating system a User-Agent header names, for the person's security log. */
export function describeUserAgent(userAgent: string): DeviceDescription {
  if (!userAgent) return { browser: null, os: null }
  const parsed = Bowser.parse(userAgent)
  return { browser: parsed.browser.name || null, os: parsed.os.name || null }
}
