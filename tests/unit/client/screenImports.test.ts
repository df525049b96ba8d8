import { describe, expect, it } from 'vitest'
import { filesReachedFrom } from '../../../scripts/screenImports.ts'

describe("a screen's files (home's catalog part, decision 0023)", () => {
  const home = filesReachedFrom('src/features/home/HomeIndex.tsx', 'src/features/')

  it('follows static imports across features, the screen itself included', () => {
    expect(home).toContain('src/features/home/HomeIndex.tsx')
    expect(home).toContain('src/features/market/QuoteList.tsx')
    expect(home).toContain('src/features/news/newsText.ts')
  })

  it('stays inside the folder it is given (the shell is in the first-visit catalog)', () => {
    expect(home.every((file) => file.startsWith('src/features/'))).toBe(true)
    expect(filesReachedFrom('src/features/home/HomeIndex.tsx', 'src/features/home/')).toEqual([
      'src/features/home/HomeIndex.tsx',
    ])
  })
})
