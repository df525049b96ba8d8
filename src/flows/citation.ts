/**
 * A guard's citation in the reader's words: the spec is cited by its English section titles (the
 * spec is one English document, and its titles are its references), but the words around them
 * are the explorer's: "not in the spec", "spec". Issues and decision records keep their numbers.
 */
export function citationInWords(
  cite: string,
  words: { notInTheSpec: string; spec: string },
): string {
  if (cite.startsWith(NOT_IN_THE_SPEC))
    return words.notInTheSpec + cite.slice(NOT_IN_THE_SPEC.length)
  if (cite.startsWith(SPEC)) return words.spec + cite.slice(SPEC.length - 1)
  return cite
}

const NOT_IN_THE_SPEC = 'not in the spec'
const SPEC = 'spec '
