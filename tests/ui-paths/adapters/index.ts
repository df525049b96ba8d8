import type { UiAdapter } from '../adapter.ts'
import { accessGateUi } from './accessGate.ts'
import { agreementGateUi } from './agreementGate.ts'
import { alertFormUi } from './alertForm.ts'
import { appropriatenessFormUi } from './appropriatenessForm.ts'
import { backButtonUi } from './backButton.ts'
import { bankCardFormUi } from './bankCardForm.ts'
import { broadcastGateUi } from './broadcastGate.ts'
import { chartUi } from './chart.ts'
import { checkInGateUi, checkinRedeemGateUi } from './checkin.ts'
import { creditActivationUi } from './creditActivation.ts'
import { creditScreenUi } from './creditScreen.ts'
import { depositUi } from './deposit.ts'
import { depositGateUi } from './depositGate.ts'
import { exchangeGateUi } from './exchangeGate.ts'
import { followGateUi, followUi } from './follow.ts'
import { fundPasswordFormUi } from './fundPasswordForm.ts'
import { kycUi } from './kyc.ts'
import { kycFormUi } from './kycForm.ts'
import { lendingGateUi, lendingUi } from './lending.ts'
import { loanUi } from './loan.ts'
import { loanRepaymentUi } from './loanRepayment.ts'
import { loanRequestUi } from './loanRequest.ts'
import { loginPasswordFormUi } from './loginPasswordForm.ts'
import { marketUi } from './market.ts'
import { messageUi } from './message.ts'
import { orderUi } from './order.ts'
import { orderPlacementUi } from './orderPlacement.ts'
import { orderTicketUi } from './orderTicket.ts'
import { passwordResetGateUi } from './passwordResetGate.ts'
import { planFormGateUi, planOneOffGateUi, planUi } from './plans.ts'
import { positionRiskUi } from './positionRisk.ts'
import { priceAlertUi } from './priceAlert.ts'
import { protectionUi } from './protection.ts'
import { pullToRefreshUi } from './pullToRefresh.ts'
import { allocationGateUi, quantAllocationUi } from './quantAllocation.ts'
import { quantTransferGateUi, quantTransferUi } from './quantTransfer.ts'
import { registrationGateUi } from './registrationGate.ts'
import { sessionUi } from './session.ts'
import { stepperUi } from './stepper.ts'
import { subscriptionUi } from './subscription.ts'
import { subscriptionGateUi } from './subscriptionGate.ts'
import { walletFormUi } from './walletForm.ts'
import { watchlistEditUi } from './watchlistEdit.ts'
import { watchlistStarUi } from './watchlistStar.ts'
import { withdrawalUi } from './withdrawal.ts'
import { withdrawalGateUi } from './withdrawalGate.ts'
import { withdrawalRequestUi } from './withdrawalRequest.ts'

/** Every machine whose generated paths drive the real UI (issue 22). */
export const UI_ADAPTERS: UiAdapter[] = [
  accessGateUi,
  registrationGateUi,
  withdrawalGateUi,
  withdrawalRequestUi,
  withdrawalUi,
  depositGateUi,
  depositUi,
  kycFormUi,
  kycUi,
  sessionUi,
  orderTicketUi,
  orderUi,
  positionRiskUi,
  appropriatenessFormUi,
  protectionUi,
  alertFormUi,
  priceAlertUi,
  subscriptionUi,
  loanUi,
  exchangeGateUi,
  fundPasswordFormUi,
  loginPasswordFormUi,
  bankCardFormUi,
  walletFormUi,
  watchlistStarUi,
  creditActivationUi,
  loanRequestUi,
  loanRepaymentUi,
  checkInGateUi,
  checkinRedeemGateUi,
  passwordResetGateUi,
  broadcastGateUi,
  messageUi,
  quantTransferGateUi,
  quantTransferUi,
  agreementGateUi,
  allocationGateUi,
  followGateUi,
  followUi,
  lendingGateUi,
  lendingUi,
  quantAllocationUi,
  subscriptionGateUi,
  watchlistEditUi,
  stepperUi,
  orderPlacementUi,
  pullToRefreshUi,
  marketUi,
  chartUi,
  creditScreenUi,
  backButtonUi,
  planFormGateUi,
  planOneOffGateUi,
  planUi,
]

/**
 * The registered machines without a UI adapter, each with the reason: every machine of the
 * registry is in exactly one of the two lists (tests/unit/paths/uiAdapters.test.ts).
 */
export const WITHOUT_UI_ADAPTER: Record<string, string> = {
  operatorAccess:
    'It is the console’s, which the phone replays do not drive, and its one blocked state holds only before the seeded operator’s first sign-in, which each server has once: tests/e2e/consoleSignIn.spec.ts walks it in Chromium (the set-up the console asks first, in English; the code after the password, in German), and tests/unit/server/operatorTwoFactor.test.ts walks every state through the API.',
  secondFactor:
    'Its code holds only at the server’s moment (an authenticator’s 30-second step), which a replay’s screens cannot pin: tests/e2e/twoFactor.spec.ts walks it in Chromium in English and German — the code asked at login, a withdrawal refused without it and taken with it — and tests/unit/server/twoFactor.test.ts walks every state through the API.',
  appUpdate:
    'A new version is a new service worker, and the replays block service workers (tests/support/phoneChromium.ts: a worker per path would download the whole app each time and bypass the held calls). Every state is walked in Chromium with a real new deployment by tests/e2e/installableApp.spec.ts: offered, put off, offered again by a newer one, taken.',

  userEvents:
    'Its events come from the server as it happens (a message written, an order filled by the matcher) over a stream the app reads with fetch: Playwright can hold a call, not one event of an open stream, nor drop it mid-way. tests/e2e/userEvents.spec.ts walks it in Chromium: the bell counts a message sent from the console, and a filled order shows, without a reload; the stream and its refusal are tested on the server (userEvents.test.ts, severalProcesses.test.ts).',

  marketView:
    'The quote stream is an EventSource the browser keeps open: Playwright holds or fails a call, but cannot hold one event of an open stream, nor make a phone list report exactly the rows a path names (view.visible). Its load, empty and failed states are walked through the watchlist edit and the market switcher; the stream is checked by the e2e count of stream connections per screen and the machine tests that no tick restarts it (issue 17).',
  livePrices:
    'The same open EventSource as marketView: the codes watched are the positions a screen values, and a tick is the stream’s, not a call Playwright can hold. The order lifecycle replays show positions valued at live prices; the machine tests count stream starts.',
  submission:
    'The form flow every screen runs (editing, confirming, submitting, refused, done): every form adapter walks it through a real form — the fund and login password, bank card, wallet, exchange, deposit, withdrawal, follow, lending, allocation, subscription and order forms — so a replay of its own would repeat them.',
  planRunGate:
    'It decides in the plan job, on the server’s clock, whether a due run fills, waits for the market or is skipped: no screen asks it. Its verdicts are walked against the server by tests/paths/plans.server.paths.test.ts (the run lifecycle) and tests/unit/server/plansApi.test.ts (a run skipped for the balance, one waiting out a weekend); the plan’s page shows each run’s state and reason.',
  planRun:
    'A run is moved by the plan job alone (scheduled, then executed, partly executed or skipped): the person only sees it in the plan’s history. tests/paths/plans.server.paths.test.ts replays its paths against the server with the job, and the plan page’s replays (the plan adapter) show the runs a one-off, a sale and a rebalance make.',
  load: 'The loading flow every screen runs (loading, ready, empty, failed, refreshing): every adapter waits on it; its failure and retry are walked by the chart (bars failed and retried), the watchlist star and pull to refresh (a failed refresh, which is how the replays found it said "Refreshed").',
}
