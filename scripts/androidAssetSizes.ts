/**
 * Every image the Android shell's resources hold (android/app/src/main/res/), with its size:
 * what `npm run shell:assets` (scripts/androidAssets.ts) draws, and what its test checks against
 * the folders that are there. Pure: no files, no drawing.
 */

export const ANDROID_RES = 'android/app/src/main/res'

/** Android's screen densities, each with its pixels per dp (mdpi is 1 px a dp). */
export const DENSITIES = [
  { name: 'mdpi', scale: 1 },
  { name: 'hdpi', scale: 1.5 },
  { name: 'xhdpi', scale: 2 },
  { name: 'xxhdpi', scale: 3 },
  { name: 'xxxhdpi', scale: 4 },
] as const

export type Density = (typeof DENSITIES)[number]['name']

/** A launcher icon is 48 dp; an adaptive icon's layers are 108 dp, of which a launcher shows the middle 72. */
export const LAUNCHER_ICON_DP = 48
export const ADAPTIVE_LAYER_DP = 108
export const ADAPTIVE_VIEWPORT_DP = 72

/**
 * The splash's size per density, portrait (landscape is the same turned), as Capacitor's template
 * has them: a common screen of each density, not one size scaled, so hdpi is not 1.5 × mdpi.
 */
export const SPLASH_PORTRAIT: Record<Density, { width: number; height: number }> = {
  mdpi: { width: 320, height: 480 },
  hdpi: { width: 480, height: 800 },
  xhdpi: { width: 720, height: 1280 },
  xxhdpi: { width: 960, height: 1600 },
  xxxhdpi: { width: 1280, height: 1920 },
}

/** The splash's logo is as large as the page's splash shows it (64 px, src/styles/splash.css). */
export const SPLASH_LOGO_DP = 64

export type ImageKind = 'icon' | 'roundIcon' | 'adaptiveForeground' | 'splash'

/** One PNG to draw: its path under the res folder, its size in pixels, what it shows. */
export interface AndroidImage {
  path: string
  kind: ImageKind
  width: number
  height: number
  /** Pixels per dp, for the parts drawn at a size in dp (the splash's logo). */
  scale: number
}

const square = (path: string, kind: ImageKind, dp: number, scale: number): AndroidImage => ({
  path,
  kind,
  width: dp * scale,
  height: dp * scale,
  scale,
})

/** The launcher icon of each density: the square one, the round one, the adaptive foreground. */
export function launcherIcons(): AndroidImage[] {
  return DENSITIES.flatMap(({ name, scale }) => [
    square(`mipmap-${name}/ic_launcher.png`, 'icon', LAUNCHER_ICON_DP, scale),
    square(`mipmap-${name}/ic_launcher_round.png`, 'roundIcon', LAUNCHER_ICON_DP, scale),
    square(
      `mipmap-${name}/ic_launcher_foreground.png`,
      'adaptiveForeground',
      ADAPTIVE_LAYER_DP,
      scale,
    ),
  ])
}

/**
 * The splash of each density, portrait and landscape, and the one without a qualifier, which
 * Android takes when no orientation matches (the landscape mdpi one, as in the template).
 */
export function splashImages(): AndroidImage[] {
  const splash = (path: string, width: number, height: number, scale: number): AndroidImage => ({
    path,
    kind: 'splash',
    width,
    height,
    scale,
  })
  const mdpi = SPLASH_PORTRAIT.mdpi
  return [
    ...DENSITIES.flatMap(({ name, scale }) => {
      const { width, height } = SPLASH_PORTRAIT[name]
      return [
        splash(`drawable-port-${name}/splash.png`, width, height, scale),
        splash(`drawable-land-${name}/splash.png`, height, width, scale),
      ]
    }),
    splash('drawable/splash.png', mdpi.height, mdpi.width, 1),
  ]
}

export const androidImages = (): AndroidImage[] => [...launcherIcons(), ...splashImages()]
