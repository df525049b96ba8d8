import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ANDROID_RES, androidImages, DENSITIES } from '../../../scripts/androidAssetSizes.ts'

/** The committed PNGs under the shell's res folder, as paths below it. */
const committedPngs = () =>
  readdirSync(ANDROID_RES, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.png'))
    .sort()

/** A PNG's width and height, from its header (IHDR, right after the 8-byte signature). */
function pngSize(path: string) {
  const head = readFileSync(join(ANDROID_RES, path)).subarray(16, 24)
  return { width: head.readUInt32BE(0), height: head.readUInt32BE(4) }
}

// issue 51: the shell's icons and splash are drawn by `npm run shell:assets` from the app's logo
describe('the Android shell’s images (scripts/androidAssets.ts)', () => {
  it('are drawn for every density the res folder has a folder for, and only those', () => {
    const folders = readdirSync(ANDROID_RES)
    const densitiesOf = (prefix: string) =>
      folders
        .filter((f) => f.startsWith(prefix) && f.endsWith('dpi'))
        .map((f) => f.slice(prefix.length))
        .sort()
    const table = DENSITIES.map((d) => d.name).sort()
    expect(densitiesOf('mipmap-')).toEqual(table)
    expect(densitiesOf('drawable-port-')).toEqual(table)
    expect(densitiesOf('drawable-land-')).toEqual(table)
  })

  it('are all the PNGs there are: none of the template’s is left, none is missing', () => {
    expect(committedPngs()).toEqual(
      androidImages()
        .map((image) => image.path)
        .sort(),
    )
  })

  it('have the size the table gives them', () => {
    for (const image of androidImages())
      expect(pngSize(image.path), image.path).toEqual({ width: image.width, height: image.height })
  })
})
