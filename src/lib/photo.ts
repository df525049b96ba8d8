import { UPLOAD_MAX_BYTES, UPLOAD_PHOTO_MAX_SIDE } from '../../machines/rules.ts'

/**
 * A picked photo made fit to send (issue 18: a 6.5 MB phone photo was sent for 9 s, then refused):
 * drawn again at most UPLOAD_PHOTO_MAX_SIDE pixels on its longest side, turned the way the camera
 * held it, and encoded anew. Drawing on a canvas keeps only pixels, so the camera's metadata (the
 * place it was taken, the device) never leaves the phone. A PNG stays a PNG (a QR code stays
 * sharp) unless that is still too large. A file the browser cannot decode goes as picked: the
 * server checks its type and size and says what is wrong.
 */
export async function preparePhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  const scale = Math.min(1, UPLOAD_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  let blob = file.type === 'image/png' ? await encode(canvas, 'image/png') : null
  if (!blob || blob.size > UPLOAD_MAX_BYTES) blob = await encode(canvas, 'image/jpeg', 0.85)
  if (!blob) return file
  const extension = blob.type === 'image/png' ? 'png' : 'jpg'
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${extension}`, {
    type: blob.type,
  })
}

const encode = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality))
