import type { ProductModule } from '../core/productModule.ts'
import { messageRoutes } from './routes/message.routes.ts'
import { messageAdminRoutes } from './routes/messageAdmin.routes.ts'

/** Messages to the investor and the console's broadcast (issue 21). */
export const messagesModule: ProductModule = {
  name: 'messages',
  routes: [...messageRoutes],
  consoleRoutes: [...messageAdminRoutes],
}
