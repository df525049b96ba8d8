import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatCount } from '../../../machines/money.ts'
import { IPO_MIN_SHARES } from '../../../machines/rules.ts'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { PHASE_LABELS, PRODUCT_KIND_LABELS, SUBSCRIPTION_STATE_LABELS } from '../../ipo/labels.ts'
import type { IpoProduct, Subscription } from '../../ipo/product.ts'
import { formatDay } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useAdmin } from '../adminApi.ts'
import { useAdminData } from '../useAdminData.ts'

type AdminProduct = IpoProduct & {
  drawSeed: string | null
  drawnAt: string | null
  announcedAt: string | null
}
type Result = Subscription & { id: number; account: string }

/**
 * New shares and placements in the console: create one, open or close its channel, run the draw
 * (a lottery, or the placement's allotment by hand), publish the results, see every subscription
 * and reject one before the draw. Every action lands in the audit log.
 */
export function IpoProducts() {
  const { t } = useLingui()
  const products = useAdminData<AdminProduct[]>('ipo/products', {})
  const [creating, setCreating] = useState(false)
  return (
    <section>
      <button type="button" className="secondary" onClick={() => setCreating(!creating)}>
        {creating ? t`Close the form` : t`New product`}
      </button>
      {creating && (
        <ProductEditor
          onSaved={() => {
            setCreating(false)
            products.reload()
          }}
        />
      )}
      <LoadState load={products}>
        {(list) => (
          <ul className="review-list">
            {list.map((p) => (
              <ProductItem key={p.id} product={p} onChanged={products.reload} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

function ProductItem({ product: p, onChanged }: { product: AdminProduct; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const { post, toast } = useAdmin()
  const [showResults, setShowResults] = useState(false)
  const [busy, setBusy] = useState(false)
  const act = async (
    path: string,
    body: object,
    done: (data: Record<string, unknown>) => string,
  ) => {
    setBusy(true)
    try {
      const data = await post<Record<string, unknown>>(path, { id: p.id, ...body })
      toast.show(done(data))
      onChanged()
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="review-item" data-testid={`admin-ipo-${p.code}`}>
      <div className="review-facts">
        <strong>
          {p.name} ({p.code})
        </strong>
        <span className="badge-plain">{i18n._(PRODUCT_KIND_LABELS[p.kind])}</span>
        <span className="badge-plain">{i18n._(PHASE_LABELS[p.phase])}</span>
        <span>{formatAmount(p.price, p.currency)}</span>
        <span className="muted small">
          {formatDay(p.opensAt)} – {formatDay(p.closesAt)} · {t`Listing date`}{' '}
          {formatDay(p.listingAt)}
        </span>
        <span className="muted small">
          {t`Winning rate`} {p.winningRate} % · {t`Frozen at subscription`} {p.depositPercent} %
        </span>
        {p.drawSeed && <span className="muted small">{t`Draw seed: ${p.drawSeed}`}</span>}
      </div>
      <div className="review-actions">
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() =>
            void act('ipo/channel', { open: !p.channelOpen }, () =>
              p.channelOpen ? t`Channel closed.` : t`Channel opened.`,
            )
          }
        >
          {p.channelOpen ? t`Close channel` : t`Open channel`}
        </button>
        {p.kind === 'ipo' && (!p.drawnAt || p.drawSeed) && (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() =>
              void act('ipo/draw', {}, (d) =>
                d.rerun
                  ? d.matches
                    ? t`The draw was run again from its seed: same winners.`
                    : t`The draw was run again from its seed: the winners differ.`
                  : t`Draw done: ${String(d.won)} won, ${String(d.notWon)} not won.`,
              )
            }
          >
            {p.drawnAt ? t`Verify draw` : t`Run draw`}
          </button>
        )}
        {p.drawnAt && !p.announcedAt && (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void act('ipo/announce', {}, () => t`Results announced.`)}
          >
            {t`Announce results`}
          </button>
        )}
        <button type="button" className="secondary" onClick={() => setShowResults(!showResults)}>
          {t`Subscriptions`}
        </button>
      </div>
      {showResults && <Results product={p} onChanged={onChanged} />}
    </li>
  )
}

/** Every subscription of a product; a placement is allotted here, a pending one can be rejected. */
function Results({ product: p, onChanged }: { product: AdminProduct; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const { post, toast } = useAdmin()
  const results = useAdminData<Result[]>('ipo/results', { id: p.id })
  const [allot, setAllot] = useState<Record<string, string>>({})
  const [reason, setReason] = useState('')
  const reload = () => {
    results.reload()
    onChanged()
  }
  const sendAllotment = async () => {
    const allotments = Object.fromEntries(
      Object.entries(allot)
        .filter(([, v]) => v.trim() !== '')
        .map(([no, v]) => [no, Number(v)]),
    )
    try {
      await post('ipo/allot', { id: p.id, allotments })
      toast.show(t`Allotment saved.`)
      reload()
    } catch {
      // The API client has shown the refusal.
    }
  }
  const reject = async (id: number) => {
    try {
      await post('reviews/decide', { kind: 'subscription', id, decision: 'reject', reason })
      reload()
    } catch {
      // The API client has shown the refusal.
    }
  }
  return (
    <LoadState load={results}>
      {(list) =>
        list.length === 0 ? (
          <p className="muted">{t`No subscriptions yet.`}</p>
        ) : (
          <>
            <table className="admin-table">
              <thead>
                <tr>
                  <th>{t`Account`}</th>
                  <th>{t`Status`}</th>
                  <th>{t`Shares applied for`}</th>
                  <th>{t`Shares allotted`}</th>
                  <th>{t`Frozen`}</th>
                  <th>{t`Returned`}</th>
                  <th>{t`Paid`}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.map((s) => (
                  <tr key={s.subscriptionNo} data-state={s.state}>
                    <td>{s.account}</td>
                    <td>{i18n._(SUBSCRIPTION_STATE_LABELS[s.state])}</td>
                    <td>{formatCount(String(s.requestedShares))}</td>
                    <td>
                      {p.kind === 'placement' && s.state === 'pendingDraw' ? (
                        <input
                          aria-label={t`Shares allotted`}
                          inputMode="numeric"
                          value={allot[s.subscriptionNo] ?? ''}
                          onChange={(e) =>
                            setAllot({ ...allot, [s.subscriptionNo]: e.target.value })
                          }
                        />
                      ) : s.allottedShares === null ? (
                        '—'
                      ) : (
                        formatCount(String(s.allottedShares))
                      )}
                    </td>
                    <td>{formatAmount(s.frozen, s.currency)}</td>
                    <td>{s.refunded ? formatAmount(s.refunded, s.currency) : '—'}</td>
                    <td>{s.paid ? formatAmount(s.paid, s.currency) : '—'}</td>
                    <td>
                      {s.state === 'pendingDraw' && (
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => void reject(s.id)}
                        >
                          {t`Reject`}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <input
              aria-label={t`Reason for rejection`}
              placeholder={t`Reason for rejection`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {p.kind === 'placement' && !p.drawnAt && (
              <button type="button" className="primary" onClick={() => void sendAllotment()}>
                {t`Save allotment`}
              </button>
            )}
          </>
        )
      }
    </LoadState>
  )
}

const DAY = 86_400_000
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 16)

/** A new share or placement with its terms (spec §3 New share); dates in the browser's zone. */
function ProductEditor({ onSaved }: { onSaved(): void }) {
  const { t, i18n } = useLingui()
  const { post, toast } = useAdmin()
  const [busy, setBusy] = useState(false)
  const [f, setF] = useState({
    kind: 'ipo' as 'ipo' | 'placement',
    code: '',
    name: '',
    market: 'Spain' as 'Spain' | 'usd',
    issueMarket: '',
    sponsor: '',
    issuePrice: '',
    issueShares: '',
    minShares: String(IPO_MIN_SHARES),
    tierMin: '',
    winningRate: '10',
    depositPercent: '100',
    waivePercent: '0',
    opensAt: isoIn(0),
    closesAt: isoIn(5),
    drawAt: isoIn(6),
    distributionAt: isoIn(8),
    listingAt: isoIn(12),
  })
  const text = (name: keyof typeof f, label: string, mode?: 'numeric' | 'decimal') => (
    <Field
      label={label}
      name={name}
      inputMode={mode}
      value={f[name]}
      onChange={(e) => setF({ ...f, [name]: e.target.value })}
    />
  )
  const date = (name: keyof typeof f, label: string) => (
    <Field
      label={label}
      name={name}
      type="datetime-local"
      value={f[name]}
      onChange={(e) => setF({ ...f, [name]: e.target.value })}
    />
  )
  const send = async () => {
    setBusy(true)
    const at = (v: string) => new Date(v).toISOString()
    try {
      await post('ipo/save', {
        kind: f.kind,
        code: f.code,
        name: f.name,
        market: f.market,
        issueMarket: f.issueMarket,
        sponsor: f.sponsor,
        issuePrice: f.issuePrice,
        issueShares: Number(f.issueShares),
        minShares: Number(f.minShares),
        tiers: [{ id: 'A', minAmount: f.tierMin || '0' }],
        winningRate: f.winningRate,
        depositPercent: f.depositPercent,
        waivePercent: f.waivePercent,
        opensAt: at(f.opensAt),
        closesAt: at(f.closesAt),
        drawAt: at(f.drawAt),
        distributionAt: at(f.distributionAt),
        listingAt: at(f.listingAt),
      })
      toast.show(t`Saved.`)
      onSaved()
    } catch {
      // The API client has shown the refusal, naming the field.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="admin-form">
      <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Save`}>
        <SelectField
          label={t`Type`}
          value={f.kind}
          options={(['ipo', 'placement'] as const).map((k) => ({
            value: k,
            label: i18n._(PRODUCT_KIND_LABELS[k]),
          }))}
          onChange={(kind) => setF({ ...f, kind })}
        />
        <SelectField
          label={t`Market`}
          value={f.market}
          options={[
            { value: 'Spain' as const, label: '€' },
            { value: 'usd' as const, label: '$' },
          ]}
          onChange={(market) => setF({ ...f, market })}
        />
        {text('code', t`Code`)}
        {text('name', t`Name`)}
        {text('issueMarket', t`Issue market`)}
        {text('sponsor', t`Sponsor broker`)}
        {text('issuePrice', t`Issue price`, 'decimal')}
        {text('issueShares', t`Shares offered`, 'numeric')}
        {text('minShares', t`Minimum subscription`, 'numeric')}
        {text('tierMin', t`Minimum amount of tier A`, 'decimal')}
        {text('winningRate', t`Winning rate (%)`, 'decimal')}
        {text('depositPercent', t`Frozen at subscription (%)`, 'decimal')}
        {text('waivePercent', t`Forfeit on waiving (%)`, 'decimal')}
        {date('opensAt', t`Application opens`)}
        {date('closesAt', t`Application closes`)}
        {date('drawAt', t`Draw date`)}
        {date('distributionAt', t`Distribution date`)}
        {date('listingAt', t`Listing date`)}
      </FormShell>
    </div>
  )
}
