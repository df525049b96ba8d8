import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { backButtonMachine } from '../../../machines/backButton.ts'
import {
  isUsdcAllowed,
  listMarketOf,
  marketMachine,
  mustResetUsdc,
} from '../../../machines/market.ts'
import { BACK_DOUBLE_PRESS_MS } from '../../../machines/rules.ts'

describe('market (spec §4 Market tab)', () => {
  it('isUsdcAllowed / mustResetUsdc', () => {
    expect(isUsdcAllowed(true)).toBe(true)
    expect(isUsdcAllowed(false)).toBe(false)
    expect(mustResetUsdc('usdc', false)).toBe(true)
    expect(mustResetUsdc('usdc', true)).toBe(false)
    expect(mustResetUsdc('usd', false)).toBe(false)
  })
  it('defaults to Spain, resets a saved USDC outside the wallet and saves the reset', () => {
    const persisted: string[] = []
    const machine = marketMachine.provide({
      actions: { persistMarket: ({ context }) => void persisted.push(context.market) },
    })
    expect(
      createActor(machine, { input: { saved: null, inWallet: false } })
        .start()
        .getSnapshot().value,
    ).toBe('Spain')
    expect(
      createActor(machine, { input: { saved: 'usdc', inWallet: false } })
        .start()
        .getSnapshot().value,
    ).toBe('Spain')
    expect(persisted).toEqual(['Spain'])
    expect(
      createActor(machine, { input: { saved: 'usdc', inWallet: true } })
        .start()
        .getSnapshot().value,
    ).toBe('usdc')
  })
  it('offers USDC only in the wallet, reloads data on a change, and resets on leaving the wallet', () => {
    const reload = vi.fn()
    const actor = createActor(marketMachine.provide({ actions: { reloadPageData: reload } }), {
      input: { saved: 'usd', inWallet: false },
    }).start()
    actor.send({ type: 'market.select', market: 'usdc' })
    expect(actor.getSnapshot().value).toBe('usd')
    actor.send({ type: 'view.changed', inWallet: true })
    actor.send({ type: 'market.select', market: 'usdc' })
    expect(actor.getSnapshot().context.market).toBe('usdc')
    actor.send({ type: 'view.changed', inWallet: false })
    expect(actor.getSnapshot().context.market).toBe('Spain')
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('the price list of a market (spec §2 Top bar)', () => {
  it('USDC holds balances only, so its view lists Spain’s shares; usd and Spain list their own', () => {
    expect(listMarketOf('usdc')).toBe('Spain')
    expect(listMarketOf('Spain')).toBe('Spain')
    expect(listMarketOf('usd')).toBe('usd')
  })
})

describe('back button (spec §2 Shell behaviour)', () => {
  it('goes back while there is history', () => {
    const goBack = vi.fn()
    const actor = createActor(backButtonMachine.provide({ actions: { goBack } })).start()
    actor.send({ type: 'back.press', canGoBack: true })
    expect(goBack).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().value).toBe('idle')
  })
  it('quits on a second press within 1 s, but not after', () => {
    const clock = new SimulatedClock()
    const quitApp = vi.fn()
    const actor = createActor(backButtonMachine.provide({ actions: { quitApp } }), {
      clock,
    }).start()
    actor.send({ type: 'back.press', canGoBack: false })
    clock.increment(BACK_DOUBLE_PRESS_MS)
    actor.send({ type: 'back.press', canGoBack: false })
    expect(quitApp).not.toHaveBeenCalled()
    clock.increment(BACK_DOUBLE_PRESS_MS - 1)
    actor.send({ type: 'back.press', canGoBack: false })
    expect(quitApp).toHaveBeenCalledOnce()
  })
})
