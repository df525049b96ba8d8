import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { isKycVerified } from '../../machines/funds/kyc.ts'
import { CREDIT_CURRENCY } from '../../machines/rules.ts'
import { KYC_BADGE_LABELS } from '../i18n/labels/funds.ts'
import { formatAmount, profitClass } from '../lib/money.ts'
import type { AccountAssets } from '../lib/useAssets.ts'
import { UserIcon } from './icons.tsx'

/** The account's money at the top of the account page and the wallet (spec §2 Account page). */
export function AssetsCard({ data }: { data: AccountAssets }) {
  const { t, i18n } = useLingui()
  const money = (value: string) => formatAmount(value, data.currency)
  return (
    <div className="assets-card" data-testid="assets-card">
      <div className="assets-who">
        <UserIcon />
        <div>
          <strong data-testid="account-name">{data.realname || data.account}</strong>
          <span className={isKycVerified(data.kyc) ? 'badge ok' : 'badge'}>
            {i18n._(KYC_BADGE_LABELS[data.kyc])}
          </span>
        </div>
      </div>
      <div className="assets-total">
        <span>{t`Total assets`}</span>
        <strong data-testid="total-assets">{money(data.consolidated)}</strong>
        {data.holdings.length > 1 && <small>{t`All currencies at today's exchange rates`}</small>}
      </div>
      {data.holdings.length > 1 && (
        <ul className="assets-holdings" data-testid="holdings">
          {data.holdings.map((h) => (
            <li key={h.currency}>
              <span>{h.currency}</span>
              <span>{formatAmount(h.total, h.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {!data.consolidatedComplete && (
        <p className="assets-note">{t`A currency without an exchange rate is not counted.`}</p>
      )}
      <dl className="assets-grid">
        <div>
          <dt>{t`Available`}</dt>
          <dd data-testid="available">{money(data.available)}</dd>
        </div>
        <div>
          <dt>{t`Profit`}</dt>
          <dd className={profitClass(data.profit)}>{money(data.profit)}</dd>
        </div>
        <div>
          <dt>{t`Frozen`}</dt>
          <dd>{money(data.frozen)}</dd>
        </div>
        {data.following !== '0.00' && (
          <div>
            <dt>{t`In copy trades`}</dt>
            <dd data-testid="following">{money(data.following)}</dd>
          </div>
        )}
        {data.quant !== '0.00' && (
          <div>
            <dt>{t`In the quant account`}</dt>
            <dd data-testid="quant">{money(data.quant)}</dd>
          </div>
        )}
        {data.borrowed !== '0.00' && (
          <div>
            <dt>{t`Borrowed`}</dt>
            <dd data-testid="borrowed">{formatAmount(data.borrowed, CREDIT_CURRENCY)}</dd>
          </div>
        )}
      </dl>
      <Link className="button secondary exchange-button" to="/information/exChange">
        {t`Currency exchange`}
      </Link>
    </div>
  )
}
