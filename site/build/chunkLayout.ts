import type { Plugin, Rolldown } from 'vite'

type NameFunction = Rolldown.CodeSplittingNameFunction
type ChunkingContext = Parameters<NameFunction>[1]

/** The signed-in app's island (the SPA shell) and the login page's island. */
const APP_ENTRY = /[\\/]dashboard[\\/]App\.tsx$/
const LOGIN_ENTRY = /[\\/]site[\\/]islands[\\/]auth[\\/]LoginForm\.tsx$/
/** The app's lazy screens and dialogs, which only ever load after the shell. */
const APP_CODE = /[\\/]dashboard[\\/]/
/** The two chunks below, by name. */
const APP = 'app'
const CORE = 'core'

/**
 * Where a module's code goes in the browser build. By default a module goes in the chunk of the exact
 * set of entries and lazy imports that reach it, which cut the app into many small files: 37 for the
 * signed-in home, 68 for the account screen, each costing the browser about 6 ms of CPU to fetch and
 * link whatever its size (issue #29's measurements). Two groups take most of those files away without
 * any page loading a byte it did not load before:
 * - `app`: what the shell reaches and nothing outside the app does (its layout, hooks, routes);
 * - `core`: what both the shell and the login form reach (React, the API client, the session), which
 *   nearly every page with an island loads whole anyway.
 * A module's dependencies stay where their own reach puts them (`includeDependenciesRecursively:
 * false`): a dependency of `app` that the wizard also reaches must not pull the shell into the wizard.
 * Neither group can import the other back: what `core` imports is reached by both islands, so it is in
 * `core` too, and nothing outside the app imports what only the app reaches.
 */
function codeSplitting(): Rolldown.CodeSplittingOptions {
  const reachCache = new Map<string, Set<string>>()

  /** The entries and lazily imported modules whose static imports lead to `id`, itself included when it is one. */
  function reachOf(id: string, context: ChunkingContext): Set<string> {
    const known = reachCache.get(id)
    if (known) return known
    const roots = new Set<string>()
    const seen = new Set([id])
    const queue = [id]
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const module = context.getModuleInfo(next)
      if (!module) continue
      if (module.isEntry || module.dynamicImporters.length > 0) roots.add(next)
      for (const importer of module.importers) {
        if (seen.has(importer)) continue
        seen.add(importer)
        queue.push(importer)
      }
    }
    reachCache.set(id, roots)
    return roots
  }

  const name: NameFunction = (id, context) => {
    if (context.getModuleInfo(id)?.isEntry) return null
    const roots = [...reachOf(id, context)]
    if (!roots.some((root) => APP_ENTRY.test(root))) return null
    if (roots.some((root) => LOGIN_ENTRY.test(root))) return CORE
    return roots.every((root) => APP_ENTRY.test(root) || APP_CODE.test(root)) ? APP : null
  }

  return { groups: [{ name, includeDependenciesRecursively: false }] }
}

/**
 * The browser build's chunk layout above. Groups that leave a module's dependencies where they are
 * need entries that may export more than they declare; Astro asks for 'exports-only', which keeps
 * every island entry's own exports all the same.
 */
export function chunkLayout(): Plugin {
  return {
    name: 'chunk-layout',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    outputOptions: (output) => ({ ...output, codeSplitting: codeSplitting() }),
    // A renamed island would leave the layout matching nothing, and the app in small files again unnoticed.
    generateBundle(_, bundle) {
      const chunks = new Set(Object.values(bundle).map((file) => file.name))
      const missing = [APP, CORE].filter((group) => !chunks.has(group))
      if (missing.length > 0) this.error(`chunk layout: no ${missing.join(' or ')} chunk; do ${APP_ENTRY} and ${LOGIN_ENTRY} still name the app's and the login form's islands?`)
    },
  }
}
