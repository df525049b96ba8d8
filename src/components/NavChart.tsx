import { useLingui } from '@lingui/react'
import { createChart, LineSeries } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import { formatDecimal } from '../../machines/money.ts'
import { chartColors } from '../lib/chartColors.ts'
import { useTheme } from '../lib/theme.ts'

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
  // A new theme makes a new chart: the canvas takes its colours when it is made.
  const { shown: theme } = useTheme()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme is read through chartColors
  useEffect(() => {
    if (!element.current || navs.length === 0) return
    const colors = chartColors()
    const chart = createChart(element.current, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: colors.text,
        attributionLogo: false,
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
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
      color: colors.line,
      lineWidth: 2,
      priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits },
    })
    line.setData(navs.map((n) => ({ time: n.day, value: Number(n.nav) })))
    chart.timeScale().fitContent()
    return () => chart.remove()
  }, [navs, locale, digits, theme])
  return <div className="nav-chart" ref={element} data-testid="nav-chart" data-days={navs.length} />
}
