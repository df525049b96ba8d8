import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * The inbox and one message (issue 21): its routes, and its screens' table (screens.ts), fetched
 * with the first of them.
 */
export const messagesScreens = defineClientModule({
  name: 'messages',
  routes: {
    '/information/userInfo': {},
    '/information/msgInfo': {},
  },
  screens: () => import('./screens.ts'),
})
