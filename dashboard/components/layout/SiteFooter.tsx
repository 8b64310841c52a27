import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, SOCIAL_LINKS } from '../../../shared/constants/footer.ts'
import type { AgencyJson } from '../../../shared/schemas/agency.ts'
import { AgencyLines } from './AgencyLines.tsx'

const linkClass = 'inline-block py-1 hover:text-white'

/**
 * The one footer of the public pages (rendered to static HTML by Astro) and of the signed-in app,
 * which passes the agency it fetched. The original's logged-in footer was text that went nowhere; here every item is a
 * link to a public page.
 */
export function SiteFooter({ agency }: { agency?: AgencyJson | null }) {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">GetQuote</p>
          <p className="mt-2 text-sm">Expert guidance. Personalized service. Trusted protection.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a className={linkClass} href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <AgencyLines agency={agency} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>&copy; {year} GetQuote. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4">
              {FOOTER_LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a className="inline-block py-2 hover:text-white" href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIAL_LINKS.map((item) => (
              <li key={item.href}>
                <a className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-800 hover:text-white" href={item.href} rel="noopener" aria-label={item.label}>
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                    <path d={item.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
