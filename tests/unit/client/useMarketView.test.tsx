// @vitest-environment happy-dom
import { Activity, act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuoteRow } from '../../../machines/marketData.ts'
import { type Services, ServicesContext } from '../../../src/lib/services.ts'
import { useMarketView } from '../../../src/lib/useMarketView.ts'

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
globals.IS_REACT_ACT_ENVIRONMENT = true

let unmount = () => {}
afterEach(() => act(unmount))

/** What useMarketView reads of the services: the market's data version, here never bumped. */
const services = { dataVersion: { get: () => 0, subscribe: () => () => {} } } as unknown as Services

/** A screen of live prices, writing each load of its rows into `loads`. */
function Screen({ board, loads }: { board: string; loads: string[] }) {
  useMarketView(async () => {
    loads.push(board)
    return [] as QuoteRow[]
  }, board)
  return null
}

/** The screen in a kept-alive tab (TabLayout), counting the loads of its rows. */
function keptAlive() {
  const loads: string[] = []
  const root = createRoot(document.createElement('div'))
  unmount = () => root.unmount()
  const render = async (mode: 'visible' | 'hidden', board = 'listed') => {
    await act(async () =>
      root.render(
        <ServicesContext value={services}>
          <Activity mode={mode}>
            <Screen board={board} loads={loads} />
          </Activity>
        </ServicesContext>,
      ),
    )
  }
  return { loads, render }
}

// issue 51, item 6: kept-alive tabs in <Activity>, whose effects run again each time it is shown
describe('a screen of live prices kept alive in a hidden tab (src/lib/useMarketView.ts)', () => {
  it('shows the rows it had when the tab is shown again, without loading them again', async () => {
    const { loads, render } = keptAlive()
    await render('visible')
    await render('hidden')
    await render('visible')
    expect(loads).toEqual(['listed'])
  })

  it('loads again, once shown, what changed while it was hidden', async () => {
    const { loads, render } = keptAlive()
    await render('visible')
    await render('hidden', 'otc')
    expect(loads).toEqual(['listed'])
    await render('visible', 'otc')
    expect(loads).toEqual(['listed', 'otc'])
  })
})
