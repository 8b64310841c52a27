/** Short product pages linked from the footer (/products/<slug>). */
export interface ProductPage {
  slug: string
  title: string
  lead: string
  covers: readonly string[]
  tip: string
  /** Auto has an online request; the others start from the type selection. */
  cta: { href: string; label: string }
}

const CHOOSE = { href: '/select-insurance-type', label: 'Choose your insurance' }

export const PRODUCT_PAGES: readonly ProductPage[] = [
  {
    slug: 'auto',
    title: 'Auto Insurance',
    lead: 'From a first car to a family fleet, we compare liability-only and full coverage across many carriers and send you options within 24 hours.',
    covers: ['Liability for injuries and damage you cause', 'Comprehensive and collision for your own car', 'Uninsured and underinsured motorist cover', 'Personal injury protection and medical payments where your state offers them'],
    tip: 'Good students, safe drivers, military families and anyone who pays the year up front can often pay less. Our request form asks about every discount in one place.',
    cta: { href: '/auto/request', label: 'Start your auto quote' },
  },
  {
    slug: 'home',
    title: 'Home Insurance',
    lead: 'Protect the house, everything inside it and your liability as an owner, with quotes that compare deductibles and replacement-cost cover side by side.',
    covers: ['The structure of your home and detached buildings', 'Personal belongings, at home and away', 'Liability when a guest is hurt on your property', 'Extra living costs while your home is repaired'],
    tip: 'Bundling home and auto with one carrier is one of the most reliable discounts on the market.',
    cta: CHOOSE,
  },
  {
    slug: 'life',
    title: 'Life Insurance',
    lead: 'Term or whole life, sized to your mortgage, your children and your plans, explained without jargon.',
    covers: ['Term life for a set number of years', 'Whole and universal life that builds cash value', 'Riders for critical illness and disability', 'Beneficiary planning with your family'],
    tip: 'Premiums depend heavily on age and health: locking in a term policy early keeps it affordable for decades.',
    cta: CHOOSE,
  },
  {
    slug: 'commercial',
    title: 'Commercial Insurance',
    lead: 'Property, equipment, vehicles and liability for small and growing businesses, gathered into a package that fits how you actually work.',
    covers: ['Commercial property and equipment', 'General and professional liability', 'Business interruption after a covered loss', "Workers' compensation and commercial auto"],
    tip: 'A business owner\'s policy often combines property and liability for less than buying them separately.',
    cta: CHOOSE,
  },
  {
    slug: 'health',
    title: 'Health Insurance',
    lead: 'Individual and family health plans compared on what matters to you: your doctors, your prescriptions and what you pay before cover starts.',
    covers: ['Individual and family plans', 'Preventive care and prescriptions', 'Dental and vision add-ons', 'Short-term cover between jobs'],
    tip: 'Compare the out-of-pocket maximum, not just the monthly premium: it is what protects you in a bad year.',
    cta: CHOOSE,
  },
  {
    slug: 'truck',
    title: 'Truck Insurance',
    lead: 'Owner-operators and fleets get primary liability, cargo and physical damage cover from carriers that specialise in trucking.',
    covers: ['Primary liability meeting federal filings', 'Motor truck cargo', 'Physical damage for tractors and trailers', 'Bobtail and non-trucking liability'],
    tip: 'A clean safety record and telematics data can bring commercial truck premiums down noticeably.',
    cta: CHOOSE,
  },
]
