import type { ProductModule } from '../core/productModule.ts'
import { quantAdminRoutes } from '../routes/admin/quantAdmin.routes.ts'
import { quantRoutes } from '../routes/quant/quant.routes.ts'
import { strategyRoutes } from '../routes/quant/strategy.routes.ts'
import { allocationFundsInTx } from './allocationBook.ts'
import { startQuantArrivals } from './arrivals.ts'
import { startStrategyJob } from './strategyJob.ts'
import { seedQuantStrategies } from './strategySeed.ts'

/** The quant account and AI quant strategies (issues 19, 20): a strategy's order spends its allocation's cash. */
export const quantModule: ProductModule = {
  name: 'quant',
  routes: [...quantRoutes, ...strategyRoutes],
  consoleRoutes: [...quantAdminRoutes],
  trading: { potFunds: allocationFundsInTx },
  seed: seedQuantStrategies,
  jobs: (deps) => [startQuantArrivals(deps), startStrategyJob(deps)],
}
