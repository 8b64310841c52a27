import fs from 'node:fs/promises'
import path from 'node:path'

/** Every build file the shell's HTML names (its island's entry and renderer). */
const NAMED_BY_HTML = /\/_astro\/[\w.-]+\.(?:js|css|woff2?)/g
/** A static import between built chunks; a screen's lazy import() is left out. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g

/** The built files `urls` name (/_astro/x.js) and everything they import statically, transitively. */
export async function staticClosure(root: string, urls: Iterable<string>): Promise<string[]> {
  const found = new Set(urls)
  const queue = [...found]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (!next.endsWith('.js')) continue
    const code = await fs.readFile(path.join(root, next), 'utf8')
    for (const [, file] of code.matchAll(STATIC_IMPORT)) {
      const asset = `/_astro/${file}`
      if (found.has(asset)) continue
      found.add(asset)
      queue.push(asset)
    }
  }
  return [...found].sort()
}

/** The files the SPA shell loads before any screen: what its HTML names, and what those import, transitively. */
export function shellAssets(root: string, html: string): Promise<string[]> {
  return staticClosure(root, html.match(NAMED_BY_HTML) ?? [])
}
