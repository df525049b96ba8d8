import { defineClientModule } from '../../lib/clientModule.ts'

/** The inbox and one message (issue 21): its screens. */
export const messagesScreens = defineClientModule({
  name: 'messages',
  screens: {
    '/information/userInfo': { load: () => import('./MessageList.tsx') },
    '/information/msgInfo': { load: () => import('./MessageDetail.tsx') },
  },
})
