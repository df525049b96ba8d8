import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { addWalletCall, walletInput, walletsCall } from '../../../machines/account/calls.ts'
import { walletLabel } from '../../../machines/account/payoutMethods.ts'
import { WALLET_NETWORKS, type WalletNetwork } from '../../../machines/funds/forms.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { ImageField } from '../../components/form/ImageField.tsx'
import { SecondFactorField } from '../../components/form/SecondFactorField.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/** /information/usdtAddress — USDC wallet addresses: network, address, payment QR (spec §3 Wallet). */
export default function UsdtAddress() {
  const { t } = useLingui()
  const wallets = useLoad(walletsCall, {})
  const [network, setNetwork] = useState<WalletNetwork>('TRC20')
  const [address, setAddress] = useState('')
  const [qr, setQr] = useState<File | null>(null)
  const [twoFactorCode, setTwoFactorCode] = useState('')
  const adding = useSubmission(addWalletCall, {
    gate: (request) => walletInput(request),
    onDone: () => {
      setAddress('')
      setQr(null)
      setTwoFactorCode('')
      wallets.refresh()
    },
  })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Wallet addresses`} />
      <LoadState
        load={wallets}
        empty={<p className="empty">{t`No wallet address is bound yet.`}</p>}
      >
        {(list) => (
          <ul className="list">
            {list.map((w) => (
              <li key={w.id} className="list-row">
                <span className="badge-plain">{w.type}</span>
                <code className="address">{w.address}</code>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {adding.isDone && adding.request ? (
        <SubmissionResult title={t`Wallet address added`} onDismiss={adding.edit}>
          <p>{t`USDC withdrawals can now be paid to ${walletLabel(adding.request)}.`}</p>
        </SubmissionResult>
      ) : null}
      <h2 className="section-title">{t`Add an address`}</h2>
      <FormShell
        onSubmit={() =>
          adding.submit({
            type: network,
            address: address.trim(),
            qr: qr ?? undefined,
            twoFactorCode,
          })
        }
        busy={adding.isBusy}
        failure={adding}
        submitLabel={t`Add address`}
      >
        <SelectField<WalletNetwork>
          label={t`Network`}
          name="type"
          value={network}
          options={WALLET_NETWORKS.map((n) => ({ value: n as WalletNetwork, label: `USDC ${n}` }))}
          onChange={setNetwork}
        />
        <Field
          label={t`Address`}
          name="address"
          autoComplete="off"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <ImageField label={t`Payment QR code (optional)`} name="qr" file={qr} onChange={setQr} />
        <SecondFactorField value={twoFactorCode} onChange={setTwoFactorCode} />
      </FormShell>
    </section>
  )
}
