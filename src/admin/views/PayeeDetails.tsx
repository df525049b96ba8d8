import { useLingui } from '@lingui/react/macro'
import type { Payee } from '../../../machines/backOffice/calls.ts'

/**
 * Where a withdrawal is to be paid, in full, so the reviewer can make the transfer before marking
 * it paid: holder, bank and account number, or network and address. Selectable text, to copy.
 */
export function PayeeDetails({ payee }: { payee: NonNullable<Payee> }) {
  const { t } = useLingui()
  const rows =
    payee.kind === 'card'
      ? [
          [t`Account holder`, payee.holder],
          [t`Account number`, payee.number],
          [t`Bank`, `${payee.bankName} · ${payee.branchName}`],
          [t`Bank code`, payee.bankCode],
        ]
      : [
          [t`Network`, payee.network],
          [t`Wallet address`, payee.address],
        ]
  return (
    <dl className="payee" data-testid="payee">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
