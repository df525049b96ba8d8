import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { IpoProducts } from '../views/IpoProducts.tsx'

/** New shares in the console: the products, their phases and draws. */
export const ipoConsole: ConsoleLine = {
  name: 'ipo',
  sections: [{ id: 'ipo', label: msg`New shares`, view: IpoProducts }],
}
