// Why at run time and not at build time: the pages are built once, but an admin changes the agency's
// licences in Agency settings whenever one is renewed or added. A number baked into the HTML would go
// stale until the next deploy, and a footer showing a lapsed licence as current is worse than none.
// So the static pages carry a fallback (a link to the About page) and this fills in the current
// details from GET /agency once the footer or the About page's section comes near.
//
// It imports nothing at run time on purpose: Astro inlines a small script with no imports, so pages
// load no script file for it (the landing page loads none until its plans come near, landing.spec.ts),
// and the fetch waits until the details are about to be seen. The signed-in app's footer renders the
// same lines in React (dashboard/components/layout/AgencyLines.tsx).
import type { AgencyJson } from '../../shared/schemas/agency.ts'

// API_BASE (shared/contract.ts); importing it would make this script a file of its own.
const AGENCY_URL = '/api/v1/agency'

const isText = (value: unknown): value is string => typeof value === 'string'
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Reads the answer defensively: anything unexpected leaves the fallback in place. */
function agencyFrom(body: unknown): AgencyJson | null {
  const data = isObject(body) ? body.data : null
  if (!isObject(data) || !isText(data.legal_name) || !isText(data.principal_place_of_business) || !isText(data.national_producer_number)) return null
  if (!isText(data.state_of_domicile) || !isText(data.updated_at) || !Array.isArray(data.licences)) return null
  const licences = data.licences.filter(
    (l): l is AgencyJson['licences'][number] =>
      isObject(l) && isText(l.state) && isText(l.state_name) && isText(l.licence_number) && isText(l.expires_on) && Array.isArray(l.lines_of_authority) && l.lines_of_authority.every(isText),
  )
  return {
    legal_name: data.legal_name,
    state_of_domicile: data.state_of_domicile,
    principal_place_of_business: data.principal_place_of_business,
    national_producer_number: data.national_producer_number,
    licences,
    updated_at: data.updated_at,
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  made.textContent = text
  if (className) made.className = className
  return made
}

const day = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

function fillFooter(target: Element, agency: AgencyJson): void {
  const licences = element('p', 'Licence numbers: ')
  agency.licences.forEach((licence, index) => {
    if (index > 0) licences.append(' · ')
    licences.append(element('span', `${licence.state} ${licence.licence_number}`, 'whitespace-nowrap'))
  })
  target.replaceChildren(element('p', `${agency.legal_name}, ${agency.principal_place_of_business}. National producer number ${agency.national_producer_number}.`), licences)
}

function fillAbout(target: Element, agency: AgencyJson): void {
  const domicile = agency.licences.find((licence) => licence.state === agency.state_of_domicile)?.state_name ?? agency.state_of_domicile
  const facts = [
    `Legal name: ${agency.legal_name}`,
    `Principal place of business: ${agency.principal_place_of_business}`,
    `State of domicile: ${domicile}`,
    `National producer number: ${agency.national_producer_number}`,
  ].map((fact) => element('p', fact))
  const table = element('table', '', 'mt-4 w-full text-left text-sm [&_td]:py-1 [&_th]:py-1 [&_th]:pr-4 [&_td]:pr-4 [&_caption]:text-left [&_caption]:font-semibold')
  const head = element('tr')
  for (const label of ['State', 'Licence number', 'Lines of authority', 'Expires']) head.append(Object.assign(element('th', label), { scope: 'col' }))
  const body = element('tbody')
  for (const licence of agency.licences) {
    const row = element('tr')
    row.append(Object.assign(element('th', licence.state_name), { scope: 'row' }), element('td', licence.licence_number), element('td', licence.lines_of_authority.join(', ')), element('td', day(licence.expires_on)))
    body.append(row)
  }
  const thead = element('thead')
  thead.append(head)
  table.append(element('caption', 'Our licence in each state'), thead, body)
  target.replaceChildren(...facts, table)
}

async function fillAgencyDetails(): Promise<void> {
  const response = await fetch(AGENCY_URL, { headers: { accept: 'application/json' } })
  const agency = response.ok ? agencyFrom(await response.json()) : null
  // Not set up, or an answer we cannot read: the fallback stays.
  if (!agency) return
  for (const footer of document.querySelectorAll('[data-agency-footer]')) fillFooter(footer, agency)
  const about = document.querySelector('[data-agency-about]')
  if (about) fillAbout(about, agency)
}

const targets = document.querySelectorAll('[data-agency-footer], [data-agency-about]')
const observer = new IntersectionObserver(
  (entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    void fillAgencyDetails()
  },
  { rootMargin: '400px' },
)
for (const target of targets) observer.observe(target)
