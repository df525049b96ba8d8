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
  // One page: not the app's three (the investor app, the console, the explorer) built one by one.
  environments: {},
  builder: undefined,
  root: here,
  publicDir: false,
  build: {
    ...appConfig.build,
    outDir,
    emptyOutDir: true,
    rollupOptions: { input: { index: `${here}index.html` } },
    // The app's chunk groups (a framework chunk, a shell chunk) would split this one-page app in
    // two, which costs a few hundred bytes of compression: without them the floor stays one file,
    // the least a browser can download for this stack.
    rolldownOptions: { ...appConfig.build?.rolldownOptions, output: {} },
  },
})
