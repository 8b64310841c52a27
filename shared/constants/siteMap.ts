import { PRODUCT_LINKS, type SiteLink } from './footer.ts'

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
