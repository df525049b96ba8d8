import { alertsModule } from './alerts/module.ts'
import type { ProductModule } from './core/productModule.ts'
import { lendingModule } from './lending/module.ts'
import { quantModule } from './quant/module.ts'
import { registerTradingHooks } from './trading/hooks.ts'

/**
 * The product lines that plug into the trading core (issue 49), the one list of them. A new
 * line adds its `module.ts` here.
 */
export const PRODUCT_MODULES: readonly ProductModule[] = [lendingModule, quantModule, alertsModule]

/** Registers every line's trading hooks; once per process, however often it is called. */
export function installProducts() {
  for (const product of PRODUCT_MODULES) if (product.trading) registerTradingHooks(product.trading)
}
