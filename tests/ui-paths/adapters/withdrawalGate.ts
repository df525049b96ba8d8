import { expect } from '@playwright/test'
import { sessionStatus } from '../../../machines/calendar/sessions.ts'
import { isWithinWindow } from '../../../machines/funds/window.ts'
import {
  WITHDRAWAL_REMEDY,
  WITHDRAWAL_UNDER_WAY,
  type WithdrawalFacts,
  withdrawalGate,
} from '../../../machines/funds/withdrawalGate.ts'
import { evaluateGate } from '../../../machines/gate.ts'
import { DEFAULT_CREDIT_SCORE } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import {
  bindCard,
  openPosition,
  realName,
  restrict,
  setCreditScore,
  setFundPassword,
} from '../arrange.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  facts: WithdrawalFacts
}

/**
 * The withdrawal gate through /information/cashOut (spec §5 Withdrawal): every blocker made real
 * on the server, then the checklist must name it first, say why in the user's language and offer
 * its fix; with nothing blocking, the form.
 */
export const withdrawalGateUi = uiAdapter<WithdrawalFacts, Ctx>({
  machineId: 'withdrawalGate',
  async arrange(world, facts) {
    const who = await world.investor()
    if (facts.openPositions > 0) {
      await world.clockWhere((t) => sessionStatus('spain', t) === 'open')
      for (let i = 0; i < facts.openPositions; i++) await openPosition(world, who)
    }
    const inside = isWithinWindow(facts.window, facts.now)
    await world.clockWhere((t) => isWithinWindow(facts.window, t) === inside)
    if (facts.fundPasswordSet) await setFundPassword(world, who)
    if (facts.boundMethods > 0) await bindCard(world, who)
    if (facts.kyc !== 'notSubmitted') await realName(world, who, facts.kyc)
    if (facts.creditScore !== DEFAULT_CREDIT_SCORE)
      await setCreditScore(world, who, facts.creditScore)
    if (facts.noWithdraw) await restrict(world, who, { noWithdraw: true })
    await expectServerHolds(world, who, facts)
    await world.signIn(who)
    await world.open('/information/cashOut')
    return { who, facts }
  },
  show: {
    allowed: async ({ page }) => {
      await expect(page.locator('input[name="amount"]')).toBeVisible()
      await expect(page.getByTestId('withdraw-blocker')).toHaveCount(0)
    },
    barred: blocker('barred'),
    fundPasswordMissing: blocker('fundPasswordMissing'),
    noMethod: blocker('noMethod'),
    realNameRejected: blocker('realNameRejected'),
    realNameMissing: blocker('realNameMissing'),
    positionsOpen: blocker('positionsOpen'),
    creditTooLow: blocker('creditTooLow'),
    outsideHours: blocker('outsideHours'),
  },
})

/** The server's own facts put the gate where the fixture's do: the arrangement is faithful. */
async function expectServerHolds(world: World, who: Who, facts: WithdrawalFacts) {
  const view = await world.api<{ facts: WithdrawalFacts }>(
    'funds/withdrawGate',
    { type: facts.market },
    who,
  )
  expect(evaluateGate(withdrawalGate, view.data.facts)).toEqual(evaluateGate(withdrawalGate, facts))
}

/**
 * A blocker: named first on the checklist, its row not done, its reason in the user's language
 * (or, when the user has done their part, what it waits for), and its fix where it has one.
 */
function blocker(state: string) {
  return async (world: World, { facts }: Ctx) => {
    const list = world.page.getByTestId('withdraw-blocker')
    await expect(list).toHaveAttribute('data-state', state)
    const row = list.getByTestId(`check-${state}`)
    await expect(row).toHaveAttribute('data-done', 'false')
    const underWay = WITHDRAWAL_UNDER_WAY[state]?.(facts) === true
    const verdict = evaluateGate(withdrawalGate, facts)
    const reason = underWay
      ? world.texts('screens', 'Your real-name verification is being reviewed.')
      : world.texts('server', verdict.allowed ? '' : verdict.code)
    for (const piece of reason) await expect(row).toContainText(piece)
    const fix = underWay ? undefined : WITHDRAWAL_REMEDY[state]?.(facts.market)
    if (fix) await expect(row.locator(`a[href="#${fix}"]`)).toBeVisible()
    else await expect(row.locator('a.button')).toHaveCount(0)
  }
}
