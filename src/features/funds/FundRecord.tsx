import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { BackBar } from '../../components/BackBar.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { type RecordKind, RecordList } from './RecordList.tsx'

const KINDS: RecordKind[] = ['trade', 'recharge', 'withdraw']

/** /information/fundRecord — transaction records with tabs Transaction, Deposit, Withdraw (spec §2). */
export default function FundRecord() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const tab = KINDS.find((k) => k === params.get('tab')) ?? 'trade'
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Transaction records`} />
      <SegmentedTabs
        label={t`Records`}
        choices={[
          { value: 'trade', label: t`Transaction` },
          { value: 'recharge', label: t`Deposit` },
          { value: 'withdraw', label: t`Withdraw` },
        ]}
        selected={tab}
        onSelect={(value) => setParams({ tab: value }, { replace: true })}
      />
      <RecordList kind={tab} key={tab} />
    </section>
  )
}
