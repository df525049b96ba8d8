import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { WALLET_NETWORKS, type WalletNetwork, walletGate } from '../../../machines/funds/forms.ts'
import { useServices } from '../../app/services.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Field, SelectField } from '../../components/form/Field.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { ImageField } from '../../components/form/ImageField.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formData, useGatedSubmit } from '../../funds/useFundsActions.ts'
import { useApiData } from '../../lib/useApiData.ts'

interface Wallet {
  id: number
  type: WalletNetwork
  address: string
}

/** /information/usdtAddress — USDC wallet addresses: network, address, payment QR (spec §3 Wallet). */
export default function UsdtAddress() {
  const { t } = useLingui()
  const { toast } = useServices()
  const wallets = useApiData<Wallet[]>('user/wallets', {})
  const { submit, busy } = useGatedSubmit()
  const [network, setNetwork] = useState<WalletNetwork>('TRC20')
  const [address, setAddress] = useState('')
  const [qr, setQr] = useState<File | null>(null)
  const send = async () => {
    const done = await submit(
      { gate: walletGate, facts: { network, address, walletExists: false } },
      'user/addWallet',
      formData({ type: network, address: address.trim(), qr }),
    )
    if (done) {
      toast.show(t`Wallet address added.`)
      setAddress('')
      setQr(null)
      wallets.reload()
    }
  }
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Wallet addresses`} />
      <LoadState load={wallets}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty">{t`No wallet address is bound yet.`}</p>
          ) : (
            <ul className="list">
              {list.map((w) => (
                <li key={w.id} className="list-row">
                  <span className="badge-plain">{w.type}</span>
                  <code className="address">{w.address}</code>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      <h2 className="section-title">{t`Add an address`}</h2>
      <FormShell onSubmit={() => void send()} busy={busy} submitLabel={t`Add address`}>
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
      </FormShell>
    </section>
  )
}
