import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { QuantStrategies } from '../views/QuantStrategies.tsx'
import { QuantTransfers } from '../views/QuantTransfers.tsx'

/** The quant account and AI quant strategies in the console. */
export const quantConsole: ConsoleLine = {
  name: 'quant',
  sections: [
    { id: 'quant', label: msg`Quant transfers`, view: QuantTransfers },
    { id: 'strategies', label: msg`AI quant strategies`, view: QuantStrategies },
  ],
}
