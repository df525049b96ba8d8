import type { Page } from '@playwright/test'

/** What a camera writes into a photo's Exif segment that must not leave the phone. */
export const EXIF_MARKER = 'GPS 40.4168N 3.7038W'

/**
 * A phone camera's photo: 4032 × 3024 pixels of noise as a JPEG (well over the 5 MB limit, as a
 * noisy photo is), with an Exif segment carrying EXIF_MARKER, made in the page's own browser.
 */
export async function cameraPhoto(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 4032
    canvas.height = 3024
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    const image = context.createImageData(canvas.width, canvas.height)
    const data = new Uint32Array(image.data.buffer)
    for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 0xffffff) | 0xff000000
    context.putImageData(image, 0, 0)
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.92))
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  })
  const jpeg = Buffer.from(base64, 'base64')
  // APP1: "Exif\0\0", a big-endian TIFF header, an IFD of no entries, then the marker.
  const payload = Buffer.concat([
    Buffer.from('Exif\0\0MM\0*\0\0\0\x08\0\0\0\0\0\0', 'latin1'),
    Buffer.from(EXIF_MARKER, 'latin1'),
  ])
  const length = Buffer.alloc(2)
  length.writeUInt16BE(payload.length + 2)
  const buffer = Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xe1]),
    length,
    payload,
    jpeg.subarray(2),
  ])
  return { name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer }
}
