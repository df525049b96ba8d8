import type { ProductModule } from '../core/productModule.ts'
import { recallForSale } from './lendingService.ts'

/** Stock lending (issue 20): a sale recalls lent shares first. */
export const lendingModule: ProductModule = {
  name: 'lending',
  trading: { beforeSale: recallForSale },
}
