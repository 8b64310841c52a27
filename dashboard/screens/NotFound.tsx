import { useDocumentTitle } from '../hooks/useDocumentTitle.ts'

/** Any SPA path without a screen: the site's not-found wording and a way home. */
export function NotFound() {
  useDocumentTitle('Page not found')
  return (
    <section className="py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      <a href="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Return to Home
      </a>
    </section>
  )
}
