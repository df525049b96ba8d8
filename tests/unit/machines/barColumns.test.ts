import { describe, expect, it } from 'vitest'
import type { Bar } from '../../../machines/marketData.ts'
import { type BarColumns, decodeBars, encodeBars } from '../../../machines/marketView/barColumns.ts'

// Three bars of a share priced in cents (decimals 2), columns worked out by hand from the format
// of decision 0021 (machines/marketView/barColumns.ts doc comment): prices in whole cents; time
// the first bar's seconds then the gap; open minus the previous close; close minus open; high
// above the higher of open and close; low below the lower; volume rounded.
const T0 = 1_764_576_000 // 2025-12-01T08:00:00Z
const bars: Bar[] = [
  // rises: 10.05 → 10.10, high 10.20, low 9.98
  { time: T0, open: 10.05, high: 10.2, low: 9.98, close: 10.1, volume: 1200.4 },
  // falls, opening where the last closed: 10.10 → 10.02, high 10.15, low 10.00
  { time: T0 + 60, open: 10.1, high: 10.15, low: 10, close: 10.02, volume: 800.6 },
  // two minutes later, opening 2 cents under: 10.00 → 10.04, high 10.08, low 9.95
  { time: T0 + 180, open: 10, high: 10.08, low: 9.95, close: 10.04, volume: 0 },
]
const columns: BarColumns = {
  decimals: 2,
  // T0, then 60 s and 120 s after the bar before
  time: [T0, 60, 120],
  // 1005 − 0; 1010 − 1010; 1000 − 1002
  open: [1005, 0, -2],
  // 1020 − max(1005, 1010); 1015 − max(1010, 1002); 1008 − max(1000, 1004)
  high: [10, 5, 4],
  // min(1005, 1010) − 998; min(1010, 1002) − 1000; min(1000, 1004) − 995
  low: [7, 2, 5],
  // 1010 − 1005; 1002 − 1010; 1004 − 1000
  close: [5, -8, 4],
  // 1200.4 → 1200, 800.6 → 801
  volume: [1200, 801, 0],
}

describe('chart bars as columns of integers (decision 0021)', () => {
  it('encodes each bar as whole cents and differences from the one before', () => {
    expect(encodeBars(bars, 2)).toEqual(columns)
  })
  it('decodes the columns back to the bars, each price the same double as the decimal', () => {
    // The volumes come back whole: the only figure the wire rounds beyond the price unit.
    expect(decodeBars(columns)).toEqual(
      bars.map((bar, i) => ({ ...bar, volume: columns.volume[i] })),
    )
  })
  it('reads a price unit of a hundredth of a cent (decimals 4) in its own scale', () => {
    const fx: Bar = { time: 60, open: 1.0855, high: 1.0861, low: 1.0849, close: 1.0858, volume: 3 }
    // 10855; 10861 − 10858 = 3; 10855 − 10849 = 6; 10858 − 10855 = 3
    const encoded = {
      decimals: 4,
      time: [60],
      open: [10855],
      high: [3],
      low: [6],
      close: [3],
      volume: [3],
    }
    expect(encodeBars([fx], 4)).toEqual(encoded)
    expect(decodeBars(encoded)).toEqual([fx])
  })
  it('no bars are empty columns, and empty columns no bars', () => {
    const empty = { decimals: 2, time: [], open: [], high: [], low: [], close: [], volume: [] }
    expect(encodeBars([], 2)).toEqual(empty)
    expect(decodeBars(empty)).toEqual([])
  })
})
