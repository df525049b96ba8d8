import { describe, expect, it } from 'vitest'
import { citationInWords } from '../../../src/flows/citation.ts'

const german = { notInTheSpec: 'nicht in der Spezifikation', spec: 'Spez.' }

/** The flow explorer cites each guard's source in the reader's language (issue 50, item 4). */
describe("a guard's citation in the reader's words", () => {
  it('says "not in the spec" in the reader’s words, keeping the issue or decision it names', () => {
    expect(citationInWords('not in the spec (issue 25)', german)).toBe(
      'nicht in der Spezifikation (issue 25)',
    )
    expect(citationInWords('not in the spec (decision 0069)', german)).toBe(
      'nicht in der Spezifikation (decision 0069)',
    )
    expect(citationInWords('not in the spec', german)).toBe('nicht in der Spezifikation')
  })

  it('keeps the spec’s section titles, which are its references, after the word for the spec', () => {
    expect(citationInWords('spec §5 Trading', german)).toBe('Spez. §5 Trading')
    expect(citationInWords('spec §6', german)).toBe('Spez. §6')
  })

  it('leaves any other citation as it is written', () => {
    expect(citationInWords('ESMA product intervention', german)).toBe('ESMA product intervention')
  })
})
