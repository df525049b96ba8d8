import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_MESSAGES } from '../../../machines/serverMessages.ts'

/**
 * Every message of the catalogue (spec §8) can be produced: its code is named by a gate, a
 * machine's refusal or the server somewhere outside the catalogue itself (issue 21). A code no
 * code names is a message no request can ever produce.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    // A decision table (`*.cases.ts`, issue 50) names a code only as a fact a guard reads.
    return /\.tsx?$/.test(name) && name !== 'serverMessages.ts' && !name.endsWith('.cases.ts')
      ? [path]
      : []
  })
}

describe('the server message catalogue', () => {
  it('has a producer for every code', () => {
    const root = new URL('../../../', import.meta.url).pathname
    const text = ['machines', 'server']
      .flatMap((dir) => sources(join(root, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    const orphans = Object.keys(SERVER_MESSAGES).filter(
      (code) => !text.includes(`'${code}'`) && !text.includes(`"${code}"`),
    )
    expect(orphans).toEqual([])
  })
})
