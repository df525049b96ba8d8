import type { ProductModule } from '../core/productModule.ts'
import { CHECKIN_SETTING_LIST } from './checkinConfig.ts'
import { checkinRoutes } from './routes/checkin.routes.ts'

/** The daily check-in (spec §2, issue 21). */
export const checkinModule: ProductModule = {
  name: 'checkin',
  routes: [...checkinRoutes],
  settings: CHECKIN_SETTING_LIST,
}
