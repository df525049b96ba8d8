import * as zod from 'zod/mini'

/**
 * Where an answer departs from its contract, or null when it matches: the answer is read as the
 * wire carries it (JSON), parsed by the answer schema, and must come out unchanged, so a field
 * the schema does not describe (which parsing would drop) is a mismatch too.
 */
export function answerMismatch(schema: zod.ZodMiniType, data: unknown): string | null {
  const wire: unknown = JSON.parse(JSON.stringify(data ?? {}))
  const parsed = zod.safeParse(schema, wire)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`
  }
  return firstDifference(wire, parsed.data, '')
}

function firstDifference(sent: unknown, described: unknown, at: string): string | null {
  if (Array.isArray(sent) && Array.isArray(described)) {
    for (let i = 0; i < sent.length; i++) {
      const diff = firstDifference(sent[i], described[i], `${at}[${i}]`)
      if (diff) return diff
    }
    return null
  }
  if (isRecord(sent) && isRecord(described)) {
    for (const key of Object.keys(sent)) {
      if (!(key in described)) return `${at}.${key}: not in the answer schema`
      const diff = firstDifference(sent[key], described[key], `${at}.${key}`)
      if (diff) return diff
    }
    return null
  }
  return Object.is(sent, described) || JSON.stringify(sent) === JSON.stringify(described)
    ? null
    : `${at || '(root)'}: changed by the answer schema`
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
