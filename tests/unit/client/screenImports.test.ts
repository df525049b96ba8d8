import { describe, expect, it } from 'vitest'
import { filesReachedFrom } from '../../../scripts/screenImports.ts'

describe("a screen's files (home's catalog part, decision 0023)", () => {
  const home = filesReachedFrom('src/features/home/HomeIndex.tsx', 'src/')

  it('follows static imports out of the feature, the screen itself included', () => {
    expect(home).toContain('src/features/home/HomeIndex.tsx')
    expect(home).toContain('src/components/QuoteList.tsx')
    expect(home).toContain('src/i18n/newsText.ts')
  })

  it('stays inside the folder it is given (a feature imports no other, issue 49)', () => {
    expect(filesReachedFrom('src/features/home/HomeIndex.tsx', 'src/features/')).toEqual([
      'src/features/home/HomeIndex.tsx',
    ])
    expect(home.every((file) => file.startsWith('src/'))).toBe(true)
  })
})
