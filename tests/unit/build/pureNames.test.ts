import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PURE_FUNCTION_NAMES } from '../../../scripts/pureFunctionNames.ts'

/** A package's folder in node_modules, as Node finds a hoisted one. */
const folderOf = (name: string) => join('node_modules', name)

/** Every script file of the app's own code under a folder. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The packages the screens import (what Vite bundles for the browser: devDependencies). */
function packagesTheScreensImport(): string[] {
  const names = new Set<string>()
  for (const file of ['src', 'machines', 'flowmodel'].flatMap(sourcesUnder))
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '([^'.][^']*)'/g)) {
      const name = spec!
        .split('/')
        .slice(0, spec!.startsWith('@') ? 2 : 1)
        .join('/')
      if (existsSync(join(folderOf(name), 'package.json'))) names.add(name)
    }
  return [...names]
}

/**
 * The packages the app runs on: the server's (package.json's dependencies) and the screens', and
 * theirs, all the way down.
 */
function productionPackages(): string[] {
  const root = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>
  }
  const seen = new Set<string>()
  const queue = [...Object.keys(root.dependencies), ...packagesTheScreensImport()]
  while (queue.length > 0) {
    const name = queue.pop()!
    if (seen.has(name) || !existsSync(join(folderOf(name), 'package.json'))) continue
    seen.add(name)
    const manifest = JSON.parse(readFileSync(join(folderOf(name), 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
    }
    queue.push(...Object.keys(manifest.dependencies ?? {}))
  }
  return [...seen]
}

/** A package's own tests and examples, which no app imports. */
const NOT_SHIPPED = new Set(['test', 'tests', '__tests__', 'example', 'examples', 'bench'])

/** Every script file a package ships under a folder, its own node_modules included. */
function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return NOT_SHIPPED.has(entry.name) ? [] : scriptsUnder(path)
    return /\.(c|m)?js$/.test(entry.name) ? [path] : []
  })
}

describe('the names the build treats as pure (decision 0054)', () => {
  it('are called by no library the app runs on but XState, whose machines they build', () => {
    // A call `name(…)` or `name.x(…)` not reached through a property: what the bundler matches.
    const called = new RegExp(`(?<![.\\w$])(${PURE_FUNCTION_NAMES.join('|')})\\s*\\(`)
    const packages = productionPackages()
    const calling = packages.filter(
      (name) =>
        name !== 'xstate' &&
        scriptsUnder(folderOf(name)).some((file) => called.test(readFileSync(file, 'utf8'))),
    )
    expect(packages).toContain('lightweight-charts')
    expect(calling).toEqual([])
  })
})
