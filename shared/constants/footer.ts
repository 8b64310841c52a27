/**
 * The footer's links, used by the public pages and the signed-in app alike, so every item a user
 * can see in either footer leads to a real page.
 */
export interface SiteLink {
  href: string
  label: string
}

export const PRODUCT_LINKS: readonly SiteLink[] = [
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

export const SOCIAL_LINKS: readonly (SiteLink & { path: string })[] = [
  { href: 'https://www.facebook.com/', label: 'GetQuote on Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6z' },
  { href: 'https://x.com/', label: 'GetQuote on X', path: 'M4 3h4.5l4 5.6L17.3 3H20l-6.2 7.3L21 21h-4.5l-4.4-6.1L6.8 21H4l6.8-7.9z' },
  { href: 'https://www.linkedin.com/', label: 'GetQuote on LinkedIn', path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4.1 0 4.3 2.7 4.3 6.2V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V21h-4z' },
]
