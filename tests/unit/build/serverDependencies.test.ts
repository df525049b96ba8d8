import { readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/** The packages the server's bundle leaves to node_modules (scripts/build/buildServer.ts). */
async function packagesTheServerImports(): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outfile: 'dist-server/main.mjs',
    logLevel: 'silent',
  })
  const names = new Set<string>()
  for (const { imports } of Object.values(metafile.inputs))
    for (const { path, external } of imports)
      if (external && !path.startsWith('node:'))
        names.add(
          path
            .split('/')
            .slice(0, path.startsWith('@') ? 2 : 1)
            .join('/'),
        )
  return [...names].sort()
}

/**
 * Issue 51, item 4: the production image installs `dependencies` alone (`npm prune --omit=dev`),
 * so they are exactly what the server imports; what Vite bundles for the browser (React, the
 * router, the charts, Capacitor's web parts …) is a devDependency.
 */
describe('the production dependencies', () => {
  it('are the packages the server imports, no more and no fewer', async () => {
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'))
    expect(Object.keys(dependencies).sort()).toEqual(await packagesTheServerImports())
  })
})
