import type Koa from 'koa'
import type { AppError } from '../errors.ts'
import { fileTooLarge, MAX_FILE_BYTES } from '../files/index.ts'
import { FILE_NAME_HEADER } from '../../shared/schemas/policyDocument.ts'

/**
 * An upload route's body: the raw request bytes and the file-name header. Reading stops as soon as
 * the body passes 10 MB (a declared Content-Length over it is refused unread), so a huge upload never
 * sits in memory. A JSON body was already taken by the JSON parser and reads as no file.
 */
export async function readUpload(ctx: Koa.Context): Promise<{ file: Uint8Array; file_name: string | undefined }> {
  const fileName = ctx.get(FILE_NAME_HEADER) || undefined
  if (ctx.request.length > MAX_FILE_BYTES) throw refuse(ctx)
  if (ctx.req.readableEnded) return { file: new Uint8Array(), file_name: fileName }
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of ctx.req) {
    if (!Buffer.isBuffer(chunk)) continue
    total += chunk.byteLength
    if (total > MAX_FILE_BYTES) throw refuse(ctx)
    chunks.push(chunk)
  }
  return { file: new Uint8Array(Buffer.concat(chunks, total)), file_name: fileName }
}

/** The rest of a refused body is not read: the connection closes after the answer. */
function refuse(ctx: Koa.Context): AppError {
  ctx.set('Connection', 'close')
  return fileTooLarge()
}
