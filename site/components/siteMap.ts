/** The public pages, in one list: the footer, the HTML sitemap and sitemap.xml all read from it. */
export interface SiteLink {
  href: string
  label: string
}

const PRODUCT_LINKS: readonly SiteLink[] = [
  { href: '/products/auto', label: 'Auto Insurance' },
  { href: '/products/home', label: 'Home Insurance' },
  { href: '/products/life', label: 'Life Insurance' },
  { href: '/products/commercial', label: 'Commercial Insurance' },
  { href: '/products/health', label: 'Health Insurance' },
  { href: '/products/truck', label: 'Truck Insurance' },
]

export const FOOTER_COLUMNS: readonly { title: string; links: readonly SiteLink[] }[] = [
  { title: 'Products', links: PRODUCT_LINKS },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/careers', label: 'Careers' },
      { href: '/about#press', label: 'Press' },
      { href: '/about#contact', label: 'Contact' },
      { href: '/carriers', label: 'Our Carriers' },
      { href: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/resources', label: 'Help Center' },
      { href: '/claims', label: 'Claims' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/resources#faqs', label: 'FAQs' },
    ],
  },
]

export const FOOTER_LEGAL_LINKS: readonly SiteLink[] = [
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
  { href: '/legal/privacy-policy#cookies', label: 'Cookies' },
  { href: '/sitemap', label: 'Sitemap' },
]

/** Every indexable public page, grouped for the HTML sitemap; sitemap.xml lists the same pages. */
export const SITE_SECTIONS: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'Get a quote',
    links: [
      { href: '/', label: 'Home' },
      { href: '/select-insurance-type', label: 'Choose your insurance' },
      { href: '/auto', label: 'Auto insurance quotes' },
    ],
  },
  { title: 'Products', links: PRODUCT_LINKS },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/carriers', label: 'Our Carriers' },
      { href: '/careers', label: 'Careers' },
      { href: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/resources', label: 'Help Center and resources' },
      { href: '/claims', label: 'Claims' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/legal/privacy-policy', label: 'Privacy Policy' },
      { href: '/legal/terms-and-conditions', label: 'Terms and Conditions' },
      { href: '/sitemap', label: 'Sitemap' },
    ],
  },
]
