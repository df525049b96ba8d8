import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildIsCurrent, writeStamp } from '../../../scripts/build/buildStamp.ts'

/** `npm start` builds only when an input changed since the last whole build (issue 24). */
describe('the build stamp', () => {
  let root: string
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const project = () => {
    root = mkdtempSync(join(tmpdir(), 'tradeflow-stamp-'))
    mkdirSync(join(root, 'src'))
    mkdirSync(join(root, 'dist'))
    mkdirSync(join(root, 'dist-server'))
    writeFileSync(join(root, 'src', 'main.tsx'), 'one')
    writeFileSync(join(root, 'dist-server', 'main.mjs'), 'built')
    return root
  }

  it('is current after a build, until an input changes', () => {
    project()
    expect(buildIsCurrent(root)).toBe(false)
    writeStamp(root)
    expect(buildIsCurrent(root)).toBe(true)
    writeFileSync(join(root, 'src', 'main.tsx'), 'two')
    expect(buildIsCurrent(root)).toBe(false)
  })

  it('a new input file, or a missing server bundle, makes it stale', () => {
    project()
    writeStamp(root)
    writeFileSync(join(root, 'src', 'other.ts'), 'new')
    expect(buildIsCurrent(root)).toBe(false)
    writeStamp(root)
    rmSync(join(root, 'dist-server'), { recursive: true })
    expect(buildIsCurrent(root)).toBe(false)
  })
})
