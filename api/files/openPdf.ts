import { getDocumentProxy } from 'unpdf'

/**
 * Opens a PDF in pdf.js (through unpdf) on a copy of the bytes, since pdf.js takes ownership of the
 * buffer it is given. Warnings about a malformed file stay out of the log: the caller decides.
 */
export const openPdf = (bytes: Uint8Array, options: { stopAtErrors?: boolean } = {}) =>
  getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, ...options })

/** An open PDF, as the declarations readers take it. */
export type PdfDocument = Awaited<ReturnType<typeof openPdf>>
