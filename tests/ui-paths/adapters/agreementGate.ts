import { expect } from '@playwright/test'
import type { AgreementFacts } from '../../../machines/agreement/agreementGate.ts'
import { uiAdapter } from '../adapter.ts'
import { realName } from '../arrange.ts'
import { formVerdict, saidBeforeForm } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

/** Said instead of the form, in the user's language. */
const before = saidBeforeForm('agreement-blocked', 'idNumber')

const verdict = formVerdict({ confirm: true })

/** The ID number `realName` verifies for an investor (arrange.ts). */
const verifiedId = (who: Who) => `X${who.account.slice(-8)}Z`

/**
 * Signing an agreement (spec §5 Other, §6; decision 0035) on /information/contract1 (investment)
 * or contract2 (core member): the real name verified or not, core membership and an account type
 * set by the operator in the console, as the fixture says; what blocks before the form is said
 * instead of it, otherwise the form is filled (ID number, phone, a signature drawn) and sent.
 */
export const agreementGateUi = uiAdapter<AgreementFacts, { kind: string }>({
  machineId: 'agreementGate',
  unreachable: {
    institutionCodeMissing:
      'The form offers the institutional type only to an account with an institution code (accountTypesOffered).',
  },
  async arrange(world, f) {
    const who = await world.investor()
    if (f.realNamePassed) await realName(world, who, 'passed')
    if (f.coreMember) await profile(world, who, { coreMember: true })
    if (f.currentType === 'dma') await signInvestment(world, who, 'dma')
    await world.signIn(who)
    await world.open(f.kind === 'investment' ? '/information/contract1' : '/information/contract2')
    const page = world.page
    if (!f.realNamePassed || (f.kind === 'coreMember' && !f.coreMember)) return { kind: f.kind }
    if (f.kind === 'investment')
      await page.locator('select[name="accountType"]').selectOption(f.accountType)
    const id =
      f.idNumber.trim() === '' ? f.idNumber : f.idNumberMatches ? verifiedId(who) : 'Y0000000Q'
    await page.locator('input[name="idNumber"]').fill(id)
    await page.locator('input[name="phone"]').fill(f.phone)
    if (f.signed) await drawSignature(world)
    await page.locator('form button[type="submit"]').click()
    return { kind: f.kind }
  },
  show: {
    // Confirmed, then the contracts list says it is signed.
    allowed: async (world, { kind }) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      const card = world.page.getByTestId(`agreement-${kind}`)
      for (const piece of world.texts('screens', 'Signed')) await expect(card).toContainText(piece)
    },
    notVerified: before('contract.realNameRequired'),
    notCoreMember: before('contract.notCoreMember'),
    alreadySeat: verdict.refused('contract.alreadySeat'),
    institutionCodeMissing: verdict.refused('contract.institutionCodeMissing'),
    idNumberMissing: verdict.refused('contract.idNumberRequired'),
    idNumberMismatch: verdict.refused('contract.idNumberMismatch', true),
    phoneInvalid: verdict.refused('contract.phoneInvalid'),
    signatureMissing: verdict.refused('contract.signatureRequired'),
  },
})

async function profile(world: World, who: Who, change: Record<string, unknown>) {
  const saved = await world.admin('users/profile', { account: who.account, ...change })
  if (saved.status !== 1) throw new Error(`setting the profile: ${saved.code}`)
}

/** A seat (DMA) account already: the investment agreement signed as one, through the screen. */
async function signInvestment(world: World, who: Who, accountType: string) {
  await world.signIn(who)
  await world.open('/information/contract1')
  const page = world.page
  await page.locator('select[name="accountType"]').selectOption(accountType)
  await page.locator('input[name="idNumber"]').fill(verifiedId(who))
  await page.locator('input[name="phone"]').fill('+34 600 123 456')
  await drawSignature(world)
  await page.locator('form button[type="submit"]').click()
  await page.getByRole('dialog').locator('button.primary').click()
  await expect(page).toHaveURL(/#\/information\/contract$/)
}

/** A signature drawn on the pad with the mouse. */
async function drawSignature(world: World) {
  const pad = world.page.getByTestId('signature-pad')
  // The pointer draws where the pad is on screen: brought into view first.
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await world.page.mouse.move(box.x + 20, box.y + 30)
  await world.page.mouse.down()
  await world.page.mouse.move(box.x + 120, box.y + 60, { steps: 8 })
  await world.page.mouse.move(box.x + 220, box.y + 25, { steps: 8 })
  await world.page.mouse.up()
}
