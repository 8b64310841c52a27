const COLUMNS = [
  { title: 'Products', items: ['Auto Insurance', 'Home Insurance', 'Life Insurance', 'Commercial Insurance', 'Health Insurance', 'Truck Insurance'] },
  { title: 'Company', items: ['About Us', 'Careers', 'Press', 'Contact'] },
  { title: 'Support', items: ['Help Center', 'Privacy Policy', 'Terms of Service', 'FAQs'] },
]

const SOCIAL = [
  { name: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6z' },
  { name: 'X', path: 'M4 3h4.5l4 5.6L17.3 3H20l-6.2 7.3L21 21h-4.5l-4.4-6.1L6.8 21H4l6.8-7.9z' },
  { name: 'LinkedIn', path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4.1 0 4.3 2.7 4.3 6.2V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V21h-4z' },
]

/** The logged-in footer: the landing footer's items as plain text that navigates nowhere (spec §1). */
export function AppFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">GetQuote</p>
          <p className="mt-2 text-sm">Expert guidance. Personalized service. Trusted protection.</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>&copy; {year} GetQuote. All rights reserved.</p>
          <ul className="flex gap-4">
            <li>Privacy</li>
            <li>Terms</li>
            <li>Cookies</li>
          </ul>
          <ul className="flex gap-3">
            {SOCIAL.map((icon) => (
              <li key={icon.name}>
                <svg role="img" aria-label={icon.name} width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                  <path d={icon.path} />
                </svg>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
