import type { Tick } from '../../machines/marketData.ts'
import type { Clock } from '../clock.ts'
import type { MarketDataProvider } from './provider.ts'
import { toTick } from './quoteRows.ts'

const fingerprint = (tick: Tick) => `${tick.price}|${tick.volume}|${tick.status}`

type Listener = (ticks: Tick[]) => void

interface Subscriber {
  codes: ReadonlySet<string>
  send: Listener
}

/** One quote stream per connected screen; a stream listens to the codes that screen shows. */
export const MAX_STREAM_CODES = 300
/** How often prices are re-read from the provider and changes pushed. */
export const TICK_INTERVAL_MS = 1_000

/**
 * Reads the provider on the server's clock once per interval, for the union of the codes that
 * somebody is watching, and pushes to each subscriber only its own codes, only when they changed.
 * The timer runs only while somebody listens.
 */
export class TickHub {
  private readonly subscribers = new Set<Subscriber>()
  private readonly lastSent = new Map<string, string>()
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(
    private readonly provider: MarketDataProvider,
    private readonly clock: Clock,
    private readonly intervalMs = TICK_INTERVAL_MS,
  ) {}

  /** Starts listening; the current ticks of the codes are sent at once. Returns the unsubscribe. */
  subscribe(codes: string[], send: Listener): () => void {
    const subscriber = { codes: new Set(codes), send }
    this.subscribers.add(subscriber)
    const current = this.read(subscriber.codes)
    // A code nobody watched yet starts its change tracking here.
    for (const tick of current)
      if (!this.lastSent.has(tick.code)) this.lastSent.set(tick.code, fingerprint(tick))
    send(current)
    this.timer ??= setInterval(() => this.tick(), this.intervalMs)
    return () => {
      this.subscribers.delete(subscriber)
      if (this.subscribers.size === 0 && this.timer) {
        clearInterval(this.timer)
        this.timer = undefined
        this.lastSent.clear()
      }
    }
  }

  get listeners() {
    return this.subscribers.size
  }

  private read(codes: Iterable<string>): Tick[] {
    const at = this.clock.now().getTime()
    const ticks: Tick[] = []
    for (const code of codes) {
      const instrument = this.provider.instrument(code)
      if (instrument) ticks.push(toTick(instrument, this.provider.quote(code, at), at))
    }
    return ticks
  }

  /** One round: the changed ticks, fanned out. Returns how many tick messages went out. */
  tick(): number {
    const watched = new Set<string>()
    for (const s of this.subscribers) for (const code of s.codes) watched.add(code)
    const changed = new Map<string, Tick>()
    for (const tick of this.read(watched)) {
      const print = fingerprint(tick)
      if (this.lastSent.get(tick.code) === print) continue
      this.lastSent.set(tick.code, print)
      changed.set(tick.code, tick)
    }
    if (changed.size === 0) return 0
    let sent = 0
    for (const subscriber of this.subscribers) {
      const mine: Tick[] = []
      for (const code of subscriber.codes) {
        const tick = changed.get(code)
        if (tick) mine.push(tick)
      }
      if (mine.length > 0) {
        subscriber.send(mine)
        sent += mine.length
      }
    }
    return sent
  }

  stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    this.subscribers.clear()
  }
}
