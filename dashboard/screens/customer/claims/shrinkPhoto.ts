/** Photos are sent at most this many pixels on their longer side: the server keeps no more. */
const MAX_SIDE = 2560
const QUALITY = 0.85

/**
 * A phone photo made small before it travels (a 12 MB picture becomes a few hundred KB), so it goes
 * through on a weak signal. A file the browser cannot read as an image is sent as it is: the server
 * judges it by its bytes and says why it is refused.
 */
export async function shrinkPhoto(file: File): Promise<{ blob: Blob; name: string }> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { blob: file, name: file.name }
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY))
  const dot = file.name.lastIndexOf('.')
  return blob ? { blob, name: `${dot > 0 ? file.name.slice(0, dot) : file.name}.jpg` } : { blob: file, name: file.name }
}
