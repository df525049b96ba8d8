import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { IPO_PHASES, type IpoPhase } from '../../../machines/ipo/phase.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { PHASE_LABELS } from '../../i18n/labels/ipo.ts'
import { ProductList } from './ProductList.tsx'

/** /home/newStock — new shares and placements by phase, every field of spec §3 New share. */
export default function NewStock() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const phase = (IPO_PHASES as readonly string[]).includes(params.get('phase') ?? '')
    ? (params.get('phase') as IpoPhase)
    : 'open'
  return (
    <section className="screen sub-screen">
      <BackBar title={t`New-share subscription`} />
      <SegmentedTabs
        label={t`New-share subscription`}
        choices={IPO_PHASES.map((p) => ({ value: p, label: i18n._(PHASE_LABELS[p]) }))}
        selected={phase}
        onSelect={(value) => setParams({ phase: value }, { replace: true })}
      />
      <ProductList phase={phase} />
    </section>
  )
}
