import type { ProductModule } from '../core/productModule.ts'
import { allocationFundsInTx } from './allocationBook.ts'

/** AI quant strategies (issue 20): a strategy's order spends its allocation's cash. */
export const quantModule: ProductModule = {
  name: 'quant',
  trading: { potFunds: allocationFundsInTx },
}
