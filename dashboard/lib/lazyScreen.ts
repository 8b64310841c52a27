import { lazy, type ComponentType } from 'react'

/**
 * A screen in a chunk of its own (React.lazy) that can also be fetched ahead: a guarded screen asks for
 * its chunk while the account loads, where lazy alone would wait for the account before fetching it.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => (loading ??= load())
  return Object.assign(lazy(() => preload().then((Screen) => ({ default: Screen }))), { preload })
}
