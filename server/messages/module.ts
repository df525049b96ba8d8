import type { ProductModule } from '../core/productModule.ts'
import { messageAdminRoutes } from '../routes/admin/messageAdmin.routes.ts'
import { messageRoutes } from '../routes/messages/message.routes.ts'

/** Messages to the investor and the console's broadcast (issue 21). */
export const messagesModule: ProductModule = {
  name: 'messages',
  routes: [...messageRoutes],
  consoleRoutes: [...messageAdminRoutes],
}
