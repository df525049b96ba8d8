import { useLingui } from '@lingui/react/macro'
import type { CorporateActionView, Position } from '../../../machines/order/calls.ts'
import { dividendPaid } from '../../../machines/order/dividends.ts'
import { Stat } from '../../components/Stat.tsx'
import { formatDay } from '../../lib/date.ts'
import { profitClass } from '../../lib/money.ts'
import { formatPrice } from '../../lib/price.ts'

type Dividend = Extract<CorporateActionView, { kind: 'dividend' }>
type Split = Extract<CorporateActionView, { kind: 'split' }>

/**
 * What the position's share did to it (issue 19): each dividend it was entitled to on an
 * ex-date — owed by a short — with what was withheld and what reached the balance, and each
 * split that changed its lots and price. Nothing at all for a position that met neither.
 */
export function PositionCorporateActions({ position: p }: { position: Position }) {
  const { t } = useLingui()
  if (p.corporateActions.length === 0) return null
  return (
    <section aria-labelledby="corporate-actions" data-testid="corporate-actions">
      <h2 id="corporate-actions">{t`Dividends and splits`}</h2>
      <ul className="plain-list">
        {p.corporateActions.map((action) =>
          action.kind === 'dividend' ? (
            <DividendItem key={`d${action.day}`} dividend={action} position={p} />
          ) : (
            <SplitItem key={`s${action.day}`} split={action} position={p} />
          ),
        )}
      </ul>
    </section>
  )
}

function DividendItem({ dividend: d, position: p }: { dividend: Dividend; position: Position }) {
  const { t } = useLingui()
  const money = (text: string | null) => (text === null ? '—' : formatPrice(text, p.currency))
  const owed = p.direction === 'short'
  return (
    <li className="card" data-testid={`dividend-${d.day}`}>
      <header className="screen-head">
        <strong>{owed ? t`Dividend owed (short)` : t`Dividend`}</strong>
        <small className="muted">
          {dividendPaid(d.state)
            ? t`Paid ${formatDay(d.payDay)}`
            : t`To be paid ${formatDay(d.payDay)}`}
        </small>
      </header>
      <dl className="stats">
        <Stat label={t`Ex-date`}>{formatDay(d.day)}</Stat>
        <Stat label={t`Per share`}>{formatPrice(d.cashPerShare, p.currency)}</Stat>
        <Stat label={t`Quantity entitled`}>{t`${d.lots} lots`}</Stat>
        <Stat label={t`Gross`}>{money(d.gross)}</Stat>
        {!owed && <Stat label={t`Tax withheld`}>{money(d.tax)}</Stat>}
        <Stat label={owed ? t`Paid out` : t`Received`}>
          <span className={profitClass(d.net)} data-testid="dividend-net">
            {money(d.net)}
          </span>
        </Stat>
      </dl>
    </li>
  )
}

function SplitItem({ split: s, position: p }: { split: Split; position: Position }) {
  const { t } = useLingui()
  const price = (text: string | null) => (text === null ? '—' : formatPrice(text, p.currency))
  return (
    <li className="card" data-testid={`split-${s.day}`}>
      <header className="screen-head">
        <strong>{t`Split ${s.ratio} for 1`}</strong>
        <small className="muted">{formatDay(s.day)}</small>
      </header>
      <dl className="stats">
        <Stat label={t`Quantity`}>{t`${s.lotsBefore} → ${s.lotsAfter} lots`}</Stat>
        <Stat label={t`Price`}>
          {price(s.priceBefore)}
          <br />→ {price(s.priceAfter)}
        </Stat>
      </dl>
    </li>
  )
}
