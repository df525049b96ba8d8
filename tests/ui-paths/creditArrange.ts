import { bindCard, expectOk, realName } from './arrange.ts'
import { DEMO_EUROS } from './workerServer.ts'
import type { Who, World } from './world.ts'

/**
 * The credit facts of the loan gates made real (spec §5 Credit, §9 Credit-limit activation): a
 * verified real name, euros held (the rest of the demo balance exchanged into dollars), a card,
 * credit activated, a loan pending or owed.
 */
/** Keeps `euros` of the demo balance (DEMO_EUROS), the rest exchanged into dollars. */
export async function keepEuros(world: World, who: Who, euros: number) {
  const away = (DEMO_EUROS - euros).toFixed(2)
  if (Number(away) <= 0) return
  expectOk(
    'exchanging euros away',
    await world.api('funds/exchange', { from: 'EUR', to: 'USD', amount: away }, who),
  )
}

export async function activateCredit(world: World, who: Who) {
  await realName(world, who, 'passed')
  expectOk('activating credit', await world.api('loan/activate', {}, who))
}

/** A loan of `amount` asked for; approved by the reviewer when `approve`. */
export async function borrow(world: World, who: Who, amount: string, approve: boolean) {
  expectOk('asking for a loan', await world.api('loan/borrow', { amount }, who))
  if (!approve) return
  const queue = await world.admin<{ list: { id: number; account: string }[] }>('reviews/list', {
    kind: 'loan',
    state: 'pendingReview',
    size: 100,
  })
  const id = queue.data.list.find((r) => r.account === who.account)!.id
  expectOk(
    'approving the loan',
    await world.admin('reviews/decide', { kind: 'loan', id, decision: 'approve' }),
  )
}

export { bindCard }
