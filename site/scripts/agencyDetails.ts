// Why at run time and not at build time: the pages are built once, but an admin changes the agency's
// licences in Agency settings whenever one is renewed or added. A number baked into the HTML would go
// stale until the next deploy, and a footer showing a lapsed licence as current is worse than none.
// So the static pages carry a fallback (a link to the About page) and this fills in the current
// details from GET /agency, the same answer the signed-in app's footer reads.
import { API_BASE } from '../../shared/contract.ts'
import { AgencyJson } from '../../shared/schemas/agency.ts'
import { agencyFooterLines } from '../../shared/rules/licences.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { findState } from '../../shared/constants/states.ts'
import { calendarDay } from '../../shared/dates.ts'

const Answer = dataEnvelope(AgencyJson.nullable())

function paragraph(text: string): HTMLParagraphElement {
  const p = document.createElement('p')
  p.textContent = text
  return p
}

/** Each licence kept whole on one line, as the signed-in app's footer (AgencyLines.tsx) renders it. */
function licenceParagraph(licences: string[]): HTMLParagraphElement {
  const p = paragraph('Licence numbers: ')
  licences.forEach((licence, index) => {
    const span = document.createElement('span')
    span.className = 'whitespace-nowrap'
    span.textContent = licence
    if (index > 0) p.append(' · ')
    p.append(span)
  })
  return p
}

function cell(tag: 'td' | 'th', text: string): HTMLElement {
  const element = document.createElement(tag)
  element.textContent = text
  if (tag === 'th') element.setAttribute('scope', 'row')
  return element
}

function fillAbout(target: Element, agency: AgencyJson): void {
  const facts = [
    `Legal name: ${agency.legal_name}`,
    `Principal place of business: ${agency.principal_place_of_business}`,
    `State of domicile: ${findState(agency.state_of_domicile)?.name ?? agency.state_of_domicile}`,
    `National producer number: ${agency.national_producer_number}`,
  ]
  const rows = agency.licences.map((licence) => {
    const row = document.createElement('tr')
    row.append(cell('th', findState(licence.state)?.name ?? licence.state), cell('td', licence.licence_number), cell('td', licence.lines_of_authority.join(', ')), cell('td', calendarDay(licence.expires_on)))
    return row
  })
  const table = document.createElement('table')
  table.className = 'mt-4 w-full text-left text-sm [&_td]:py-1 [&_th]:py-1 [&_th]:pr-4 [&_td]:pr-4 [&_caption]:text-left [&_caption]:font-semibold'
  table.innerHTML = '<caption>Our licence in each state</caption><thead><tr><th scope="col">State</th><th scope="col">Licence number</th><th scope="col">Lines of authority</th><th scope="col">Expires</th></tr></thead>'
  const body = document.createElement('tbody')
  body.append(...rows)
  table.append(body)
  target.replaceChildren(...facts.map(paragraph), table)
}

async function fillAgencyDetails(): Promise<void> {
  const footers = document.querySelectorAll('[data-agency-footer]')
  const about = document.querySelector('[data-agency-about]')
  if (footers.length === 0 && !about) return
  const response = await fetch(`${API_BASE}/agency`, { headers: { accept: 'application/json' } })
  if (!response.ok) return
  const parsed = Answer.safeParse(await response.json())
  const agency = parsed.success ? parsed.data.data : null
  // Not set up, or an answer we cannot read: the fallback link stays.
  if (!agency) return
  const lines = agencyFooterLines(agency)
  for (const footer of footers) footer.replaceChildren(paragraph(lines.identity), licenceParagraph(lines.licences))
  if (about) fillAbout(about, agency)
}

void fillAgencyDetails()
