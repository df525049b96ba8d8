import { expect } from '@playwright/test'
import { uiAdapter } from '../adapter.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  title: string
}

let messagesMade = 0

/**
 * An inbox message (issue 21) from the operator's broadcast to the investor's bell: sent from the
 * console, counted on the bell while unread, read on its detail screen, and read again without
 * counting twice.
 */
export const messageUi = uiAdapter<unknown, Ctx>({
  machineId: 'message',
  async arrange(world) {
    const who = await world.investor()
    messagesMade += 1
    await world.signIn(who)
    await world.open('/home/index')
    return { who, title: `Statement ${messagesMade} is ready` }
  },
  act: {
    'message.send': async (world, ctx) => {
      const sent = await world.admin('message/broadcast', {
        audience: 'account',
        account: ctx.who.account,
        title: ctx.title,
        body: 'Your monthly statement can be read in the app.',
        requestId: `ui-${ctx.who.account}`,
      })
      if (sent.status !== 1) throw new Error(`sending the message: ${sent.code}`)
    },
    'message.read': async (world) => {
      await world.open('/information/userInfo')
      await world.page.getByTestId('message').first().getByRole('link').click()
      await expect(world.page.getByTestId('message-detail')).toBeVisible()
    },
  },
  show: {
    toSend: async (world) => {
      await expect(world.page.getByTestId('bell-count')).toHaveCount(0)
    },
    unread: async (world, ctx) => {
      await world.open('/home/index')
      await expect(world.page.getByTestId('bell-count')).toHaveText('1')
      await listed(world, ctx, 'unread')
    },
    read: async (world, ctx) => {
      await world.open('/home/index')
      await expect(world.page.getByTestId('bell')).toBeVisible()
      await expect(world.page.getByTestId('bell-count')).toHaveCount(0)
      await listed(world, ctx, 'read')
    },
  },
})

async function listed(world: World, ctx: Ctx, state: string) {
  await world.open('/information/userInfo')
  const message = world.page.getByTestId('message').filter({ hasText: ctx.title })
  await expect(message).toHaveAttribute('data-state', state)
}
