import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'
import { createWorker, PSM, OEM, type Worker } from 'tesseract.js'
import type { ReadLine } from './draft.ts'

/** Recognises text in images on this machine: the engine and its English data come from npm packages. */
export interface OcrReader {
  read(image: Uint8Array): Promise<ReadLine[]>
  close(): Promise<void>
}

const require = createRequire(import.meta.url)
/** The LSTM model of @tesseract.js-data/eng, read from node_modules: no download, no cache written. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int')

/**
 * Grey, contrast stretched, upright by EXIF (a phone stores its photo sideways and says so), and about
 * 3,000 px on the long side: 10 pt print from a phone photo then reads reliably, in about ten seconds.
 */
async function prepare(image: Uint8Array): Promise<Buffer> {
  return sharp(image, { failOn: 'truncated' })
    .rotate()
    .grayscale()
    .normalise()
    .resize({ width: 3000, height: 3000, fit: 'inside' })
    .png()
    .toBuffer()
}

/** Starting the engine takes a second or two, so one reader serves many pages; close it when done. */
export async function createOcrReader(): Promise<OcrReader> {
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, workerBlobURL: false })
  // One uniform block keeps a table row (label … limit) on one line instead of splitting columns apart.
  // A photo carries no real resolution; 300 dpi is what the resized page amounts to for 10 pt print.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1', user_defined_dpi: '300' })
  return {
    async read(image) {
      const { data } = await worker.recognize(await prepare(image), {}, { blocks: true })
      return (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence / 100 }))),
      )
    },
    close: () => worker.terminate().then(() => undefined),
  }
}

/**
 * The process's one reader: the engine starts on the first page to recognise (a second or two, and
 * memory a text-layer PDF never needs), and close() at shutdown stops it if it ever started.
 */
export function sharedOcrReader(): OcrReader {
  let started: Promise<OcrReader> | null = null
  const reader = () => {
    // A start that failed is tried again by the next page rather than remembered.
    started ??= createOcrReader().catch((error: unknown) => {
      started = null
      throw error
    })
    return started
  }
  return {
    read: async (image) => (await reader()).read(image),
    async close() {
      const running = started
      started = null
      if (running) await (await running).close()
    },
  }
}
