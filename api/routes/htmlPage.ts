import { z } from 'zod'

const HTML_PAGE = Symbol('htmlPage')

/** What a route returns to answer a small HTML page instead of JSON (links opened from e-mails). */
export interface HtmlPage {
  [HTML_PAGE]: true
  html: string
}

export const htmlPage = (html: string): HtmlPage => ({ [HTML_PAGE]: true, html })

export const isHtmlPage = (value: object): value is HtmlPage => HTML_PAGE in value

/** The `response` of a route answering an HTML page; the API document lists it as text/html. */
export const HtmlPageResponse = z.custom<HtmlPage>((value) => typeof value === 'object' && value !== null && isHtmlPage(value))
