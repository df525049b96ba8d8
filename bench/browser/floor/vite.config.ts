import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import appConfig from '../../../vite.config.ts'

/**
 * The app's own Vite config (same plugins, babel preset, target and aliases) with only the root,
 * the input and the output folder changed, so the floor and the app differ in their sources alone.
 * FLOOR_OUT_DIR says where the build goes (bench/browser/floorBuild.ts sets a temp folder).
 */
const here = fileURLToPath(new URL('.', import.meta.url))
const outDir = process.env.FLOOR_OUT_DIR
if (!outDir) throw new Error('FLOOR_OUT_DIR: where to write the floor build')

export default defineConfig({
  ...appConfig,
  root: here,
  publicDir: false,
  build: {
    ...appConfig.build,
    outDir,
    emptyOutDir: true,
    rollupOptions: { input: { index: `${here}index.html` } },
  },
})
