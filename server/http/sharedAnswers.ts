import type { Context } from 'hono'
import { TICK_INTERVAL_MS } from '../market/tickHub.ts'
import { acceptedEncoding, COMPRESS_THRESHOLD, encode } from './webServing.ts'

/** Bodies longer than this are answered but not remembered: a client cannot fill the cache. */
const KEY_MAX_CHARS = 512
/** At most this many different bodies are remembered in one tick. */
const ANSWERS_MAX = 1_000

interface SharedAnswer {
  json: Buffer
  encoded: { gzip?: Buffer; deflate?: Buffer }
}

/**
 * The answers of one route that are the same for every caller within a market tick (a board of
 * quotes: every row is the tick's, nothing is the caller's), by request body: built, serialised
 * and compressed once per tick and body, then sent as bytes to every caller who asks the same
 * (issue 17: 32 clients reading one board each rebuilt, serialised and gzipped the same 50 rows).
 * The caller is still identified and refused as before; only the answer is shared. Forgotten when
 * the tick changes, so an answer is never older than the quote stream.
 */
export class SharedAnswers {
  private tick = Number.NaN
  private readonly answers = new Map<string, Promise<SharedAnswer>>()

  /**
   * The answer to `body` at `now`, from `build` once per tick and body: callers who ask while it
   * is being built wait for the same build. A build that throws (a refused body) is not kept.
   * The key is the body as sent, so two spellings of one request are two entries, of a bounded
   * number.
   */
  answer(now: number, body: string, build: () => Promise<unknown>): Promise<SharedAnswer> {
    const tick = Math.floor(now / TICK_INTERVAL_MS)
    if (tick !== this.tick) {
      this.tick = tick
      this.answers.clear()
    }
    const known = this.answers.get(body)
    if (known) return known
    const made = build().then((data) => ({
      json: Buffer.from(JSON.stringify(data)),
      encoded: {},
    }))
    if (body.length <= KEY_MAX_CHARS && this.answers.size < ANSWERS_MAX) {
      this.answers.set(body, made)
      made.catch(() => {
        if (this.answers.get(body) === made) this.answers.delete(body)
      })
    }
    return made
  }
}

/** A shared answer as the client accepts it: compressed over the threshold, with its length. */
export function sendShared(c: Context, answer: SharedAnswer): Response {
  const encoding = answer.json.length >= COMPRESS_THRESHOLD ? acceptedEncoding(c) : null
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  let bytes = answer.json
  if (encoding !== null) {
    bytes = answer.encoded[encoding] ??= encode(answer.json, encoding)
    headers['content-encoding'] = encoding
    headers.vary = 'Accept-Encoding'
  }
  headers['content-length'] = String(bytes.length)
  return c.body(new Uint8Array(bytes), 200, headers)
}
