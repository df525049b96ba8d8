import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { ALERT_STATES, priceAlertMachine } from '../../../machines/alerts/priceAlert.ts'
import { KYC_STATUSES, kycMachine } from '../../../machines/funds/kyc.ts'
import { messageUnread } from '../../../machines/messages/message.ts'
import { dividendPaid } from '../../../machines/order/dividends.ts'
import { ORDER_STATES, orderMachine } from '../../../machines/order/machine.ts'
import { positionRiskMachine, STORED_RISK_STATES } from '../../../machines/order/positionRisk.ts'

const statesOf = (machine: AnyStateMachine) => Object.keys(machine.states).sort()

// issue 49: the database's state columns take their values from these lists (server/db/schema)
describe('the state lists the database stores are the machines’ states', () => {
  it('an order’s: every state of the order machine', () => {
    expect([...ORDER_STATES].sort()).toEqual(statesOf(orderMachine))
  })

  it('a price alert’s: every state of the alert machine', () => {
    expect([...ALERT_STATES].sort()).toEqual(statesOf(priceAlertMachine))
  })

  it('a real-name verification’s: every state of the real-name machine', () => {
    expect([...KYC_STATUSES].sort()).toEqual(statesOf(kycMachine))
  })

  it('a position’s risk: the risk machine’s states but the close-out, which ends it as a closed order', () => {
    expect([...STORED_RISK_STATES, 'closedOut'].sort()).toEqual(statesOf(positionRiskMachine))
    expect(positionRiskMachine.states.closedOut?.type).toBe('final')
  })
})

// issue 19 (decision 0028): "on the pay date the amount is credited or debited through the ledger"
describe('a position’s dividend is paid once the pay date moved it through the ledger', () => {
  it.each([
    ['entitled', false],
    ['paid', true],
  ] as const)('%s: paid %s', (state, paid) => {
    expect(dividendPaid(state)).toBe(paid)
  })
})

// spec §2 messages, issue 21: a stored message is unread (counted on the bell) until its reader
// opens it or marks all read
describe('a stored message counts on the bell while unread', () => {
  it.each([
    ['unread', true],
    ['read', false],
  ] as const)('%s: unread %s', (state, unread) => {
    expect(messageUnread(state)).toBe(unread)
  })
})
