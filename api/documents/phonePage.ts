import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'

/** Half-letter wide (5.5 in): on a phone it fills the screen's width at a readable size, and it prints. */
const WIDTH = 396
const MARGIN = 28
const TEXT_WIDTH = WIDTH - 2 * MARGIN
const MIN_HEIGHT = 612

type Style = 'title' | 'label' | 'value' | 'heading' | 'note'
const STYLES: Record<Style, { size: number; bold: boolean; gray: number; gapBefore: number }> = {
  title: { size: 26, bold: true, gray: 0, gapBefore: 0 },
  heading: { size: 20, bold: true, gray: 0, gapBefore: 18 },
  label: { size: 13, bold: false, gray: 0.35, gapBefore: 12 },
  value: { size: 19, bold: true, gray: 0, gapBefore: 2 },
  note: { size: 13, bold: false, gray: 0.35, gapBefore: 18 },
}

export interface Line {
  style: Style
  text: string
}

/**
 * The standard fonts encode WinAnsi only: accents are folded (José → Jose) and anything else becomes
 * '?', so a name in another script never makes generation throw.
 */
const printable = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')

function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > TEXT_WIDTH) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  return [...lines, line]
}

/**
 * One page, one column, large type: the page grows as tall as its lines need, so a long coverage list
 * still fits on a single page that a phone scrolls and a printer scales.
 */
export async function renderPhonePage(title: string, author: string, lines: Line[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setAuthor(author)
  pdf.setCreator('GetQuote')
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  const laidOut = lines.map((line) => {
    const style = STYLES[line.style]
    const font = style.bold ? fonts.bold : fonts.regular
    return { style, font, rows: wrap(line.text, font, style.size) }
  })
  const height = laidOut.reduce((total, { style, rows }) => total + style.gapBefore + rows.length * style.size * 1.25, 2 * MARGIN)
  const page = pdf.addPage([WIDTH, Math.max(MIN_HEIGHT, Math.ceil(height))])
  let y = page.getHeight() - MARGIN
  for (const { style, font, rows } of laidOut) {
    y -= style.gapBefore
    for (const row of rows) {
      y -= style.size * 1.25
      page.drawText(row, { x: MARGIN, y: y + style.size * 0.25, size: style.size, font, color: rgb(style.gray, style.gray, style.gray) })
    }
  }
  return pdf.save()
}
