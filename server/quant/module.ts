import type { ProductModule } from '../core/productModule.ts'
import { allocationFundsInTx } from './allocationBook.ts'
import { startQuantArrivals } from './arrivals.ts'
import { quantRoutes } from './routes/quant.routes.ts'
import { quantAdminRoutes } from './routes/quantAdmin.routes.ts'
import { strategyRoutes } from './routes/strategy.routes.ts'
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
