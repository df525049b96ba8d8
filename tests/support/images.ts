/** The smallest real images of each accepted type, and files that only claim to be images. */
export const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
)
export const JPEG_HEADER = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0,
])
export const WEBP_HEADER = Uint8Array.from([
  0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c,
])

export function imageFile(
  name = 'photo.png',
  bytes: Uint8Array<ArrayBuffer> = PNG_1PX,
  type = 'image/png',
) {
  return new File([bytes], name, { type })
}

/** A text file dressed up as a PNG by name and declared type: refused by content. */
export const fakePng = () =>
  new File([new TextEncoder().encode('<script>alert(1)</script>')], 'x.png', { type: 'image/png' })
