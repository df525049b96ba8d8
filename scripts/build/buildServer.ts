/**
 * `npm run build`'s second half: the server bundled into one ES module, `dist-server/main.mjs`,
 * that plain Node runs without tsx or any devDependency (the production image, issue 24), with
 * the migrations beside it. Packages stay outside the bundle: the image installs them. Then the
 * build's stamp, which lets `npm start` skip a build that is current.
 */
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'
import { writeStamp } from './buildStamp.ts'

const OUT = 'dist-server'

rmSync(OUT, { recursive: true, force: true })
await build({
  entryPoints: ['server/main.ts'],
  outfile: `${OUT}/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
// database.ts finds its migrations next to itself: in the bundle, next to main.mjs.
cpSync('server/db/migrations', `${OUT}/migrations`, { recursive: true })
writeStamp()
