import type { WalletFacts } from '../../../machines/funds/forms.ts'
import { uiAdapter } from '../adapter.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: false })
let walletsMade = 0

/** The fixture's sample Ethereum address; a path uses one of its own of the same shape. */
const SAMPLE_ETHEREUM = '0x52908400098527886E0F7030069857D2E4169EE7'

/**
 * Adding a wallet address on /information/usdtAddress (spec §3 Wallet): network and address as
 * the fixture says (an Ethereum address of the path's own), added first by another investor
 * where the fixture says it exists; that check is the server's alone.
 */
export const walletFormUi = uiAdapter<WalletFacts, void>({
  machineId: 'walletForm',
  async arrange(world, f) {
    walletsMade += 1
    // 0x, then 40 hex digits: 8 of the run's seed, 32 of this worker's count.
    const own = `0x${String(world.seedValue % 1e8).padStart(8, '0')}${String(walletsMade).padStart(32, '0')}`
    const address = f.address === SAMPLE_ETHEREUM ? own : f.address
    const who = await world.investor()
    if (f.walletExists) {
      const other = await world.investor()
      const added = await world.upload('user/addWallet', { type: f.network, address }, other)
      if (added.status !== 1) throw new Error(`adding the wallet first: ${added.code}`)
    }
    await world.signIn(who)
    await world.open('/information/usdtAddress')
    const page = world.page
    await page.locator('select[name="type"]').selectOption(f.network)
    await page.locator('input[name="address"]').fill(address)
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    addressMalformed: verdict.refused('funds.addressInvalid'),
    exists: verdict.refused('funds.walletExists'),
  },
})
