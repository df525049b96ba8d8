/**
 * `npx tsx scripts/appIcons.ts`: the installable app's icons (public/icons/, the web app manifest
 * in scripts/build/installableApp.ts) drawn from public/logo.svg by Chromium, so the one logo stays the source:
 * 192 and 512 px with the logo's own rounded square, and a 512 px maskable icon whose logo sits
 * in the middle 60 % (a launcher may cut any shape out of the outer part). Run again after the
 * logo changes and commit the PNGs (and `npm run shell:assets` for the Android shell's).
 */
import { chromium } from '@playwright/test'
import { LOGO_IN_MASKABLE, logoAt, logoBlue } from './logo.ts'

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  {
    file: 'maskable-512.png',
    size: 512,
    inset: (1 - LOGO_IN_MASKABLE) / 2,
    background: logoBlue(),
  },
]
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const pad = icon.size * icon.inset
    await page.setContent(
      `<body style="margin:0;background:${icon.background}"><div style="padding:${pad}px;width:${icon.size - 2 * pad}px;height:${icon.size - 2 * pad}px">${logoAt('100%')}</div></body>`,
    )
    await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true })
    await page.close()
  }
} finally {
  await browser.close()
}
