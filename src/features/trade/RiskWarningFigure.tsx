import { useLingui } from '@lingui/react/macro'
import { formatPercent } from '../../../machines/money.ts'
import { RISK_WARNING_MONTHS } from '../../../machines/order/appropriateness.ts'

/**
 * The risk warning's figure (issue 25): the platform's own share of accounts that lost money on
 * margin, in one sentence wherever it is shown (the check, an order's confirmation).
 */
export function RiskWarningFigure({ losingPercent }: { losingPercent: string }) {
  const { t } = useLingui()
  const losing = formatPercent(losingPercent)
  return (
    <strong data-testid="risk-warning-figure">
      {t`${losing} of the accounts that traded on margin with Tradeflow in the last ${RISK_WARNING_MONTHS} months lost money.`}
    </strong>
  )
}
