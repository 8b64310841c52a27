import type { APIRoute } from 'astro'
import { SITE_SECTIONS } from '../components/siteMap.ts'

export const GET: APIRoute = ({ site }) => {
  const urls = SITE_SECTIONS.flatMap((section) => section.links).map((link) => new URL(link.href, site).href)
  const entries = [...new Set(urls)].map((loc) => `  <url><loc>${loc}</loc></url>`)
  const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', '']
  return new Response(xml.join('\n'), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
