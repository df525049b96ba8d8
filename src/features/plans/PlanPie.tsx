import { useLingui } from '@lingui/react/macro'
import { formatPercent } from '../../../machines/money.ts'
import { tenthsText, weightTenths, weightTotals } from './planText.ts'

/** A slice's colour: hues a golden angle apart, readable on the light and the dark surface. */
export const sliceColour = (index: number) => `hsl(${Math.round((index * 137.5) % 360)} 62% 52%)`

/** The donut's circle has a circumference of 100, so a slice's length is its percentage. */
const RADIUS = 100 / (2 * Math.PI)

/**
 * The plan's pie (issue 52): an SVG donut of the typed weights, each slice in the legend with its
 * name and weight, the total in the middle and what is left to 100 % below it. No chart library.
 */
export function PlanPie({ slices }: { slices: { code: string; name: string; weight: string }[] }) {
  const { t } = useLingui()
  const { total, left } = weightTotals(slices.map((s) => s.weight))
  let start = 0
  const arcs = slices.map((s, i) => {
    const tenths = weightTenths(s.weight)
    // Past 100 % the pie is full: what is over is said in words, not drawn.
    const length = Math.max(0, Math.min(tenths, 1000 - start)) / 10
    const arc = { code: s.code, colour: sliceColour(i), length, offset: 25 - start / 10 }
    start += tenths
    return arc
  })
  const totalText = formatPercent(tenthsText(total))
  const leftText = formatPercent(tenthsText(Math.abs(left)))
  return (
    <figure className="plan-pie" data-testid="plan-pie">
      <svg viewBox="0 0 42 42" role="img" aria-label={t`Weights: ${totalText} of 100\u00a0%`}>
        <circle className="plan-pie-track" cx="21" cy="21" r={RADIUS} />
        {arcs
          .filter((a) => a.length > 0)
          .map((a) => (
            <circle
              key={a.code}
              cx="21"
              cy="21"
              r={RADIUS}
              stroke={a.colour}
              strokeDasharray={`${a.length} ${100 - a.length}`}
              strokeDashoffset={a.offset}
            />
          ))}
        <text x="21" y="21" className="plan-pie-total">
          {totalText}
        </text>
      </svg>
      <figcaption>
        <p
          className={left === 0 ? 'small plan-pie-left' : 'small plan-pie-left down'}
          data-testid="plan-weights-left"
          data-left={left}
        >
          {left === 0
            ? t`The weights make 100\u00a0%.`
            : left > 0
              ? t`${leftText} left to share out`
              : t`${leftText} over 100\u00a0%`}
        </p>
        {slices.length > 0 ? (
          <ul className="plan-legend">
            {slices.map((s, i) => (
              <li key={s.code}>
                <span className="plan-swatch" style={{ background: sliceColour(i) }} aria-hidden />
                <span>{s.name}</span>
                <span>{formatPercent(tenthsText(weightTenths(s.weight)))}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </figcaption>
    </figure>
  )
}
