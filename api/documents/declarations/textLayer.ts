import type { PdfDocument } from '../../files/openPdf.ts'
import type { ReadLine } from './draft.ts'

interface Run {
  text: string
  x: number
  y: number
  width: number
}

/**
 * The PDF's text as lines, top to bottom: runs on one baseline (within 2 pt) are joined left to right,
 * with two spaces where a column gap separates them, so table rows read as one line.
 */
export async function readTextLayer(pdf: PdfDocument): Promise<ReadLine[]> {
  const lines: ReadLine[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    const runs: Run[] = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== '' ? [{ text: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, width: item.width }] : [],
    )
    const rows: Run[][] = []
    for (const run of runs.sort((a, b) => b.y - a.y || a.x - b.x)) {
      const row = rows.find((candidate) => Math.abs((candidate[0]?.y ?? 0) - run.y) <= 2)
      if (row) row.push(run)
      else rows.push([run])
    }
    for (const row of rows) {
      row.sort((a, b) => a.x - b.x)
      const text = row.reduce((line, run, i) => {
        const previous = row[i - 1]
        if (!previous) return run.text
        return `${line}${run.x - (previous.x + previous.width) > 6 ? '  ' : ' '}${run.text}`
      }, '')
      lines.push({ text, confidence: 1 })
    }
  }
  return lines
}

/** A PDF with fewer letters than this is a scan: its text layer is empty or a stray page number. */
export const hasTextLayer = (lines: ReadLine[]) => lines.reduce((letters, line) => letters + (line.text.match(/[a-z]/gi)?.length ?? 0), 0) >= 40
