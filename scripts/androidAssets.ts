/**
 * `npm run shell:assets`: the Android shell's launcher icons and splash images, drawn from the
 * app's one logo (public/logo.svg, which the installable app's icons come from too:
 * scripts/appIcons.ts). Run it again after the logo changes and commit what changes in android/.
 *
 * - the square launcher icon is the logo with its own rounded square, as the web app's icon;
 * - the adaptive icon (Android 8 and later) is the logo in the middle of its 108 dp layer on a
 *   background of the logo's own blue, so whatever shape a launcher cuts, the logo's square melts
 *   into it; the round icon of older Androids is that same picture cut as a circle;
 * - the splash is the logo on the splash's background (capacitor.config.ts), as large as the
 *   page's splash that replaces it shows it.
 *
 * sharp draws them; it is this command's alone, installed in tools/sharp/ on first use (decision
 * 0070). The sizes and places of the images are in androidAssetSizes.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import config from '../capacitor.config.ts'
import {
  ADAPTIVE_LAYER_DP,
  ADAPTIVE_VIEWPORT_DP,
  ANDROID_RES,
  type AndroidImage,
  androidImages,
  SPLASH_LOGO_DP,
} from './androidAssetSizes.ts'
import { LOGO_IN_MASKABLE, logoAt, logoBlue } from './logo.ts'
import { ensureToolInstalled, toolRequire } from './toolPackages.ts'

/** The part of sharp's API used here (its types are installed with it, in tools/sharp/). */
interface SharpImage {
  composite(
    layers: Array<{ input: Buffer; left?: number; top?: number; blend?: 'dest-in' }>,
  ): SharpImage
  png(options: { compressionLevel: number }): SharpImage
  toBuffer(): Promise<Buffer>
  toFile(path: string): Promise<unknown>
}
type Sharp = (
  input: Buffer | { create: { width: number; height: number; channels: 4; background: string } },
) => SharpImage

const LOGO_BLUE = logoBlue()
const PNG = { compressionLevel: 9 }

ensureToolInstalled('sharp', 'sharp/package.json')
const sharp: Sharp = toolRequire('sharp')('sharp')

const logoSvg = (px: number) => Buffer.from(logoAt(px))
/** A disc as wide as the image: a mask, so only its shape counts. */
const discSvg = (px: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}"><circle cx="${px / 2}" cy="${px / 2}" r="${px / 2}"/></svg>`,
  )
const canvas = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })

/** The logo, `px` wide, in the middle of a canvas. */
const logoCentred = async (width: number, height: number, background: string, px: number) =>
  canvas(width, height, background).composite([
    {
      input: await sharp(logoSvg(px)).png(PNG).toBuffer(),
      left: Math.round((width - px) / 2),
      top: Math.round((height - px) / 2),
    },
  ])

/** What one image shows, by its kind. */
async function draw(image: AndroidImage): Promise<SharpImage> {
  const { width, height } = image
  switch (image.kind) {
    case 'icon':
      return sharp(logoSvg(width))
    case 'adaptiveForeground':
      return logoCentred(width, height, 'transparent', Math.round(width * LOGO_IN_MASKABLE))
    case 'roundIcon': {
      // The adaptive icon's visible middle (72 of 108 dp) on its blue, cut as a circle.
      const logo = Math.round(
        ((width * ADAPTIVE_LAYER_DP) / ADAPTIVE_VIEWPORT_DP) * LOGO_IN_MASKABLE,
      )
      const onBlue = await (await logoCentred(width, height, LOGO_BLUE, logo)).png(PNG).toBuffer()
      return sharp(onBlue).composite([{ input: discSvg(width), blend: 'dest-in' }])
    }
    case 'splash':
      return logoCentred(
        width,
        height,
        config.plugins.SplashScreen.backgroundColor,
        SPLASH_LOGO_DP * image.scale,
      )
  }
}

const ADAPTIVE_ICON_XML = `<?xml version="1.0" encoding="utf-8"?>
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@color/ic_launcher_background"/>
    <foreground android:drawable="@mipmap/ic_launcher_foreground"/>
</adaptive-icon>
`
const BACKGROUND_COLOUR_XML = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="ic_launcher_background">${LOGO_BLUE.toUpperCase()}</color>
</resources>
`

function writeResource(path: string, text: string) {
  const file = join(ANDROID_RES, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

const started = performance.now()
const images = androidImages()
await Promise.all(
  images.map(async (image) => {
    const file = join(ANDROID_RES, image.path)
    mkdirSync(dirname(file), { recursive: true })
    await (await draw(image)).png(PNG).toFile(file)
  }),
)
writeResource('mipmap-anydpi-v26/ic_launcher.xml', ADAPTIVE_ICON_XML)
writeResource('mipmap-anydpi-v26/ic_launcher_round.xml', ADAPTIVE_ICON_XML)
writeResource('values/ic_launcher_background.xml', BACKGROUND_COLOUR_XML)
console.log(
  `${images.length} images and the adaptive icon's XML in ${ANDROID_RES}/ (${Math.round(performance.now() - started)} ms)`,
)
