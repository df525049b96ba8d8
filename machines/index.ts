import { secondFactorGate } from './account/twoFactor.ts'
import { appUpdateFixtures } from './appUpdate.fixtures.ts'
import { appUpdateMachine } from './appUpdate.ts'
import { backButtonFixtures } from './backButton.fixtures.ts'
import { backButtonMachine } from './backButton.ts'
import { operatorAccessFixtures } from './backOffice/fixtures.ts'
import { operatorAccessGate } from './backOffice/operatorSignIn.ts'
import { chartFixtures } from './chartSelection.fixtures.ts'
import { chartMachine } from './chartSelection.ts'
import { loadFixtures, submissionFixtures } from './flows/fixtures.ts'
import { loadMachine } from './flows/load.ts'
import { submissionMachine } from './flows/submission.ts'
import { depositGate, depositMachine } from './funds/deposit.ts'
import { exchangeGate } from './funds/exchange.ts'
import {
  bankCardFixtures,
  depositFixtures,
  depositGateFixtures,
  exchangeGateFixtures,
  fundPasswordFixtures,
  kycFixtures,
  kycFormFixtures,
  loginPasswordFixtures,
  walletFixtures,
  withdrawalFixtures,
  withdrawalGateFixtures,
  withdrawalRequestFixtures,
} from './funds/fixtures.ts'
import { bankCardGate, fundPasswordGate, loginPasswordGate, walletGate } from './funds/forms.ts'
import { kycFormGate, kycMachine } from './funds/kyc.ts'
import { withdrawalMachine, withdrawalRequestGate } from './funds/withdrawal.ts'
import { withdrawalGate } from './funds/withdrawalGate.ts'
import { marketFixtures } from './market.fixtures.ts'
import { marketMachine } from './market.ts'
import { marketViewFixtures } from './marketView/fixtures.ts'
import { livePricesFixtures } from './marketView/livePrices.fixtures.ts'
import { livePricesMachine } from './marketView/livePrices.ts'
import { marketViewMachine, QUOTE_STREAM_EVENTS } from './marketView/machine.ts'
import { MACHINE_MODULES } from './modules.ts'
import { appropriatenessGate } from './order/appropriateness.ts'
import {
  appropriatenessFixtures,
  orderFixtures,
  placementFixtures,
  positionRiskFixtures,
  protectionFixtures,
  ticketFixtures,
} from './order/fixtures.ts'
import { orderMachine } from './order/machine.ts'
import { orderPlacementGate } from './order/placement.ts'
import { positionRiskMachine } from './order/positionRisk.ts'
import { protectionGate } from './order/protection.ts'
import { ticketMachine } from './order/ticket.ts'
import { pullToRefreshFixtures } from './pullToRefresh.fixtures.ts'
import { pullToRefreshMachine } from './pullToRefresh.ts'
import { entry, type MachineEntry } from './registry.ts'
import { accessGate } from './session/accessGate.ts'
import {
  accessGateFixtures,
  passwordResetGateFixtures,
  registrationGateFixtures,
  secondFactorFixtures,
  sessionFixtures,
} from './session/fixtures.ts'
import { sessionMachine } from './session/machine.ts'
import { passwordResetGate } from './session/passwordResetGate.ts'
import { registrationGate } from './session/registrationGate.ts'
import { stepperFixtures } from './stepper/fixtures.ts'
import { stepperMachine } from './stepper/machine.ts'
import { userEventsFixtures } from './userEvents/fixtures.ts'
import { userEventsMachine } from './userEvents/machine.ts'
import { watchlistEditFixtures } from './watchlistEdit.fixtures.ts'
import { watchlistEditMachine } from './watchlistEdit.ts'
import { watchlistStarFixtures } from './watchlistStar.fixtures.ts'
import { watchlistStarMachine } from './watchlistStar.ts'

/**
 * Every machine of the product, with the fixtures its path tests walk it with (each beside its
 * machine). The flow explorer and the path tests read this list.
 */
export const machineRegistry: MachineEntry[] = [
  entry('session', 'Session', 'client', sessionMachine, sessionFixtures),
  entry('market', 'Market switcher', 'client', marketMachine, marketFixtures),
  entry('backButton', 'Native back button', 'client', backButtonMachine, backButtonFixtures),
  entry('appUpdate', 'App update', 'client', appUpdateMachine, appUpdateFixtures),
  entry('userEvents', 'User events', 'client', userEventsMachine, userEventsFixtures),
  entry('stepper', 'Numeric stepper', 'client', stepperMachine, stepperFixtures),
  entry('marketView', 'Live prices on a screen', 'client', marketViewMachine, marketViewFixtures, {
    actorEvents: { quoteStream: QUOTE_STREAM_EVENTS },
  }),
  entry(
    'livePrices',
    'Live prices of held codes',
    'client',
    livePricesMachine,
    livePricesFixtures,
    {
      actorEvents: { quoteStream: QUOTE_STREAM_EVENTS },
    },
  ),
  entry('chart', 'Stock chart period and adjustment', 'client', chartMachine, chartFixtures),
  entry(
    'watchlistEdit',
    'Watchlist editing',
    'client',
    watchlistEditMachine,
    watchlistEditFixtures,
  ),
  entry('watchlistStar', 'Watchlist star', 'client', watchlistStarMachine, watchlistStarFixtures),
  entry('secondFactor', 'Two-factor code', 'gate', secondFactorGate, secondFactorFixtures),
  entry(
    'operatorAccess',
    'Console operator access',
    'gate',
    operatorAccessGate,
    operatorAccessFixtures,
  ),
  entry('accessGate', 'Login access gate', 'gate', accessGate, accessGateFixtures),
  entry(
    'registrationGate',
    'Registration gate',
    'gate',
    registrationGate,
    registrationGateFixtures,
  ),
  entry(
    'passwordResetGate',
    'Password reset with a code',
    'gate',
    passwordResetGate,
    passwordResetGateFixtures,
  ),
  entry('order', 'Order lifecycle', 'entity', orderMachine, orderFixtures),
  entry(
    'appropriatenessForm',
    'Appropriateness check',
    'gate',
    appropriatenessGate,
    appropriatenessFixtures,
  ),
  entry(
    'positionRisk',
    'Margin call and close-out',
    'entity',
    positionRiskMachine,
    positionRiskFixtures,
  ),
  entry('orderPlacement', 'Order placement gate', 'gate', orderPlacementGate, placementFixtures),
  entry('protection', 'Stop-loss and take-profit', 'gate', protectionGate, protectionFixtures),
  entry('orderTicket', 'Buy panel', 'client', ticketMachine, ticketFixtures),
  entry('pullToRefresh', 'Pull to refresh', 'client', pullToRefreshMachine, pullToRefreshFixtures),
  entry('withdrawalGate', 'Withdrawal gate', 'gate', withdrawalGate, withdrawalGateFixtures),
  entry(
    'withdrawalRequest',
    'Withdrawal form',
    'gate',
    withdrawalRequestGate,
    withdrawalRequestFixtures,
  ),
  entry('withdrawal', 'Withdrawal lifecycle', 'entity', withdrawalMachine, withdrawalFixtures),
  entry('depositGate', 'Deposit request', 'gate', depositGate, depositGateFixtures),
  entry('deposit', 'Deposit lifecycle', 'entity', depositMachine, depositFixtures),
  entry('kyc', 'Real-name verification', 'entity', kycMachine, kycFixtures),
  entry('kycForm', 'Real-name form', 'gate', kycFormGate, kycFormFixtures),
  entry('exchangeGate', 'Currency exchange', 'gate', exchangeGate, exchangeGateFixtures),
  entry('fundPasswordForm', 'Fund password', 'gate', fundPasswordGate, fundPasswordFixtures),
  entry(
    'loginPasswordForm',
    'Login password change',
    'gate',
    loginPasswordGate,
    loginPasswordFixtures,
  ),
  entry('bankCardForm', 'Bank card', 'gate', bankCardGate, bankCardFixtures),
  entry('walletForm', 'Wallet address', 'gate', walletGate, walletFixtures),
  entry('submission', 'Form submission', 'client', submissionMachine, submissionFixtures),
  entry('load', 'Screen loading', 'client', loadMachine, loadFixtures),
  ...MACHINE_MODULES.flatMap((m) => m.machines),
]

export function getMachineEntry(id: string): MachineEntry {
  const found = machineRegistry.find((m) => m.id === id)
  if (!found) throw new Error(`no machine ${id} in the registry`)
  return found
}
