import type { APIRoute } from 'astro'

// An endpoint rather than a public file: crawlers need the sitemap as an absolute URL on this site.
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site)
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /account', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${sitemap.href}`, '']
  return new Response(body.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
