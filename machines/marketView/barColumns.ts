import type { Bar } from '../marketData.ts'

/**
 * Chart bars as `market/kline` carries them (docs/decisions/0021-chart-bars-on-the-wire.md): one
 * column per field instead of one object per bar, every figure an integer and most of them a
 * small difference from the one before. A 1-minute chart of 9,000 bars was 900 KB of JSON whose
 * keys and repeated prices cost the server its gzip and the browser its parse (issue 17).
 *
 * - `decimals`: prices are whole numbers of 10^-decimals (the instrument's price unit, spec §9),
 *   exactly the rounding the bars always had on the wire.
 * - `time`: the first bar's time in seconds since the epoch, then each bar's distance from the one
 *   before it (60 for consecutive minutes).
 * - `open`: the bar's open minus the previous bar's close (the first bar: minus 0).
 * - `close`: the close minus the open; `high`: the high minus the higher of open and close;
 *   `low`: the lower of open and close minus the low.
 * - `volume`: the volume, rounded to a whole number.
 */
export interface BarColumns {
  decimals: number
  time: number[]
  open: number[]
  high: number[]
  low: number[]
  close: number[]
  volume: number[]
}

/** The bars the server encodes, in whole price units: what every client decodes back exactly. */
export function encodeBars(bars: readonly Bar[], decimals: number): BarColumns {
  const scale = 10 ** decimals
  const n = bars.length
  const columns: BarColumns = {
    decimals,
    time: new Array<number>(n),
    open: new Array<number>(n),
    high: new Array<number>(n),
    low: new Array<number>(n),
    close: new Array<number>(n),
    volume: new Array<number>(n),
  }
  let previousTime = 0
  let previousClose = 0
  for (let i = 0; i < n; i++) {
    const bar = bars[i]!
    const open = Math.round(bar.open * scale)
    const close = Math.round(bar.close * scale)
    columns.time[i] = bar.time - previousTime
    columns.open[i] = open - previousClose
    columns.close[i] = close - open
    columns.high[i] = Math.round(bar.high * scale) - Math.max(open, close)
    columns.low[i] = Math.min(open, close) - Math.round(bar.low * scale)
    columns.volume[i] = Math.round(bar.volume)
    previousTime = bar.time
    previousClose = close
  }
  return columns
}

/**
 * The bars back from their columns. Each price is its whole number of units divided by the
 * scale, the same division the server made when it sent objects, so every value is the same
 * double as before, to the last bit (tests/unit/machines/barColumns.test.ts).
 */
export function decodeBars(columns: BarColumns): Bar[] {
  const scale = 10 ** columns.decimals
  const n = columns.time.length
  const bars = new Array<Bar>(n)
  let time = 0
  let previousClose = 0
  for (let i = 0; i < n; i++) {
    time += columns.time[i]!
    const open = previousClose + columns.open[i]!
    const close = open + columns.close[i]!
    const high = Math.max(open, close) + columns.high[i]!
    const low = Math.min(open, close) - columns.low[i]!
    bars[i] = {
      time,
      open: open / scale,
      high: high / scale,
      low: low / scale,
      close: close / scale,
      volume: columns.volume[i]!,
    }
    previousClose = close
  }
  return bars
}
