import { useLingui } from '@lingui/react'
import { createChart, LineSeries } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import { formatDecimal } from '../../../machines/money.ts'

/**
 * A fund's NAV by day (its value per unit, 1 on its first day), as a line: the performance chart
 * of issue 19, drawn from the run the server computed on the exchange's closes.
 */
export function NavChart({
  navs,
  digits = 4,
}: {
  navs: Array<{ day: string; nav: string }>
  /** Decimals shown: 4 for a value per unit, 2 for money (an allocation's value, issue 20). */
  digits?: number
}) {
  const { locale } = useLingui().i18n
  const element = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!element.current || navs.length === 0) return
    const chart = createChart(element.current, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: '#475569',
        attributionLogo: false,
      },
      grid: { vertLines: { color: '#eef2f7' }, horzLines: { color: '#eef2f7' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      // The app's language names the months; spec §9 dates and decimal commas.
      localization: {
        locale,
        dateFormat: 'yyyy.MM.dd',
        priceFormatter: (p: number) => formatDecimal(p.toFixed(digits)),
      },
    })
    const line = chart.addSeries(LineSeries, {
      color: '#1b5cff',
      lineWidth: 2,
      priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits },
    })
    line.setData(navs.map((n) => ({ time: n.day, value: Number(n.nav) })))
    chart.timeScale().fitContent()
    return () => chart.remove()
  }, [navs, locale, digits])
  return <div className="nav-chart" ref={element} data-testid="nav-chart" data-days={navs.length} />
}
