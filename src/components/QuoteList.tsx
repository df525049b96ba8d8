import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { QuoteRow } from '../../machines/marketData.ts'
import { formatChangePercent, formatPrice, trendOf } from '../lib/price.ts'
import { FlagBadges } from './FlagBadges.tsx'

/** Rows are one fixed height so that only those on screen need to exist (virtualised). */
const ROW_PX = 60
const OVERSCAN = 8
/** The stream follows the rows on screen once scrolling has settled. */
const SETTLE_MS = 250

/** Where a row leads: an index to its own detail screen, anything else to stock detail. */
export function detailPath(row: Pick<QuoteRow, 'code' | 'board'>): string {
  const screen = row.board === 'index' ? '/market/stockDetailzs' : '/market/stockDetail'
  return `${screen}?code=${encodeURIComponent(row.code)}`
}

/**
 * A list of live stock rows that stays smooth with thousands of rows: only the rows in the
 * window (and a few around) are in the DOM, and `onVisible` names them for the quote stream.
 */
export function QuoteList({
  rows,
  onVisible,
  selection,
}: {
  rows: QuoteRow[]
  onVisible(codes: string[]): void
  /** In edit mode: the selected codes and a toggle; rows then select instead of opening. */
  selection?: { selected: string[]; toggle(code: string): void }
}) {
  const { t } = useLingui()
  const box = useRef<HTMLUListElement>(null)
  const [range, setRange] = useState({ from: 0, to: 30 })

  useLayoutEffect(() => {
    const measure = () => {
      const top = box.current?.getBoundingClientRect().top ?? 0
      const first = Math.max(0, Math.floor(-top / ROW_PX) - OVERSCAN)
      const last = Math.ceil((window.innerHeight - top) / ROW_PX) + OVERSCAN
      setRange((r) => (r.from === first && r.to === last ? r : { from: first, to: last }))
    }
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [])

  const shown = rows.slice(range.from, Math.min(rows.length, range.to))
  const codes = shown.map((r) => r.code).join(',')
  useEffect(() => {
    const timer = setTimeout(() => onVisible(codes ? codes.split(',') : []), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [codes, onVisible])

  return (
    <ul className="quote-list" ref={box} style={{ height: rows.length * ROW_PX }}>
      {shown.map((row, i) => {
        const content = (
          <>
            <span className="quote-name">
              <strong>{row.name}</strong>
              <small>
                {row.code} <FlagBadges flags={row.flags} />
              </small>
            </span>
            <span className="quote-price">{formatPrice(row.price, row.currency)}</span>
            <span className={`quote-change ${trendOf(row.change)}`}>
              {formatChangePercent(row.changePercent)}
            </span>
          </>
        )
        const style = { top: (range.from + i) * ROW_PX, height: ROW_PX }
        return (
          <li key={row.code} className="quote-row" style={style}>
            {selection ? (
              <label className="quote-row-body">
                <input
                  type="checkbox"
                  checked={selection.selected.includes(row.code)}
                  onChange={() => selection.toggle(row.code)}
                  aria-label={t`Select ${row.name}`}
                />
                {content}
              </label>
            ) : (
              <Link className="quote-row-body" to={detailPath(row)}>
                {content}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}
