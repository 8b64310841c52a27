import { AppError, validationFailed } from '../errors.ts'

export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_FILES_PER_CUSTOMER = 50

/** A refused file: a 422 on the `file` field, the message written for the person who chose it. */
export const fileRefused = (message: string) => validationFailed({ file: message }, message)

export const fileTooLarge = () => new AppError(413, 'payload_too_large', 'This file is larger than 10 MB. Please upload a smaller file (a photo or a PDF of the page).')

export function checkFileSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_FILE_BYTES) throw fileTooLarge()
}

/** Before storing one more file for a customer who already has `currentCount`. */
export function checkFileCount(currentCount: number): void {
  if (currentCount >= MAX_FILES_PER_CUSTOMER) {
    throw fileRefused(`You already have ${MAX_FILES_PER_CUSTOMER} files, the most we keep for one customer. Please delete one before uploading another.`)
  }
}
