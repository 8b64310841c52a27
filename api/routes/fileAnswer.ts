import { z } from 'zod'

const FILE_ANSWER = Symbol('fileAnswer')

/** What a route returns to answer a file to download instead of JSON (a stored document, a generated PDF). */
export interface FileAnswer {
  [FILE_ANSWER]: true
  bytes: Uint8Array
  contentType: string
  /** The name the browser saves it under. */
  fileName: string
}

export const fileAnswer = (file: { bytes: Uint8Array; contentType: string; fileName: string }): FileAnswer => ({ [FILE_ANSWER]: true, ...file })

export const isFileAnswer = (value: object): value is FileAnswer => FILE_ANSWER in value

/** The `response` of a route answering a file; the API document lists it as binary. */
export const FileAnswerResponse = z.custom<FileAnswer>((value) => typeof value === 'object' && value !== null && isFileAnswer(value))
