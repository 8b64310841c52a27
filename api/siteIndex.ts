import { SITE_SECTIONS } from '../shared/constants/siteMap.ts'

/*
 * robots.txt and sitemap.xml name absolute URLs, so they are written per request from PUBLIC_URL
 * rather than baked into the static build, which may have been made for another address or port.
 */

/** An absolute URL on this site; the root keeps its slash, other pages have none. */
export const siteUrl = (publicUrl: string, pathname: string) => new URL(pathname, publicUrl).href

const DISALLOWED = ['/dashboard', '/account', '/admin', '/api/']

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), `Sitemap: ${siteUrl(publicUrl, '/sitemap.xml')}`, ''].join('\n')
}

const INDEXED_PATHS = new Set(SITE_SECTIONS.flatMap((section) => section.links).map((link) => link.href))

/** Whether a path is one of the sitemap's pages (the ones search engines should index). */
export const isIndexedPage = (pathname: string) => INDEXED_PATHS.has(pathname)

export function sitemapXml(publicUrl: string): string {
  const urls = [...INDEXED_PATHS].map((pathname) => siteUrl(publicUrl, pathname))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((loc) => `  <url><loc>${loc}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
}
