import { describe, expect, it } from 'vitest'
import { createMachine, initialTransition } from 'xstate'
import { checklistOf, defineGate, evaluateGate, gateOnFlags } from '../../../machines/gate.ts'

// machines/gate.ts: the screen runs the same gate as the server but skips server-only checks
// (ARCHITECTURE.md "One contract per call"); checklistOf lists every check in order (issue 18);
// gateOnFlags remembers a verdict per combination of flags (issue 17).
// Each test defines its own gate: a gate's client-side copy is made once per gate and kept.
interface Facts {
  empty: boolean
  wrongPassword: boolean
  over: boolean
}
const gateOf = () =>
  defineGate<Facts>('testGate', 'A gate for the tests.', [
    {
      state: 'amountMissing',
      code: 'funds.amountRequired',
      blocks: { name: 'empty', test: (f) => f.empty },
      description: 'No amount.',
    },
    {
      state: 'passwordWrong',
      code: 'funds.fundPasswordWrong',
      blocks: { name: 'wrongPassword', test: (f) => f.wrongPassword },
      description: 'Only the server knows the password.',
      serverOnly: true,
    },
    {
      state: 'insufficient',
      code: 'funds.insufficient',
      blocks: { name: 'over', test: (f) => f.over },
      description: 'Too much.',
    },
  ])

describe('a gate on the server and on the screen', () => {
  const facts = { empty: false, wrongPassword: true, over: true }
  it('the server stops at the first check that blocks, server-only ones included', () => {
    expect(evaluateGate(gateOf(), facts)).toMatchObject({ allowed: false, state: 'passwordWrong' })
  })
  it('the screen passes the server-only checks and names the next block', () => {
    const gate = gateOf()
    expect(evaluateGate(gate, facts, 'client')).toMatchObject({
      allowed: false,
      state: 'insufficient',
      code: 'funds.insufficient',
    })
    expect(evaluateGate(gate, { ...facts, over: false }, 'client')).toEqual({ allowed: true })
  })
  it('a machine made without a list of server-only checks runs on the screen as on the server', () => {
    const plain = createMachine({ id: 'plain', initial: 'allowed', states: { allowed: {} } })
    expect(evaluateGate(plain, {}, 'client')).toEqual({ allowed: true })
  })
})

describe("a gate's checklist (issue 18)", () => {
  const facts = { empty: true, wrongPassword: false, over: true }
  const params = { amountMissing: { field: 'amount' } }
  it('on the server lists every check in order, with its parameters and whether it blocks', () => {
    expect(checklistOf({ gate: gateOf(), facts, params })).toEqual([
      {
        state: 'amountMissing',
        code: 'funds.amountRequired',
        params: { field: 'amount' },
        blocked: true,
      },
      { state: 'passwordWrong', code: 'funds.fundPasswordWrong', params: {}, blocked: false },
      { state: 'insufficient', code: 'funds.insufficient', params: {}, blocked: true },
    ])
    expect(checklistOf({ gate: gateOf(), facts, params }, 'server')).toHaveLength(3)
  })
  it('on the screen leaves the server-only checks out', () => {
    expect(checklistOf({ gate: gateOf(), facts }, 'client')).toEqual([
      { state: 'amountMissing', code: 'funds.amountRequired', params: {}, blocked: true },
      { state: 'insufficient', code: 'funds.insufficient', params: {}, blocked: true },
    ])
  })
})

describe('a gate run on flags, remembered per combination (issue 17)', () => {
  interface Named {
    first: string
    second: string
  }
  const namedGate = () =>
    defineGate<Named>('namedGate', 'Blocks the name x.', [
      {
        state: 'amountMissing',
        code: 'funds.amountRequired',
        blocks: { name: 'isX', test: (f) => f.first === 'x' },
        description: 'Blocks when the first fact is x.',
      },
    ])
  it('tells apart combinations whose values run together ("x","yz" and "xy","z")', () => {
    const verdict = gateOnFlags<Named>(namedGate(), { first: true, second: true })
    expect(verdict({ first: 'x', second: 'yz' })).toMatchObject({ allowed: false })
    expect(verdict({ first: 'xy', second: 'z' })).toEqual({ allowed: true })
  })
  it('gives the remembered verdict for a combination seen before', () => {
    const verdict = gateOnFlags<Named>(namedGate(), { first: true, second: true })
    const once = verdict({ first: 'x', second: '' })
    expect(verdict({ first: 'x', second: '' })).toBe(once)
  })
})

// machines/gate.ts: a gate moves at once from `evaluating` to its verdict and stops there; the
// approved path outcomes (decision 0068) read a blocked end by its `blocked` tag, and a check that
// reads nothing the user types is also tagged `beforeForm` (issue 18).
describe('where a gate ends (decision 0068, issue 18)', () => {
  interface Hours {
    closed: boolean
    empty: boolean
  }
  const hoursGate = () =>
    defineGate<Hours>('hoursGate', 'A gate with a check shown before the form.', [
      {
        state: 'closed',
        code: 'funds.amountRequired',
        blocks: { name: 'isClosed', test: (f) => f.closed },
        description: 'Outside the hours.',
        beforeForm: true,
      },
      {
        state: 'amountMissing',
        code: 'funds.amountRequired',
        blocks: { name: 'isEmpty', test: (f) => f.empty },
        description: 'No amount.',
      },
    ])
  const endOf = (facts: Hours) => initialTransition(hoursGate(), facts)[0]

  it('a check on what the user typed ends tagged blocked only', () => {
    const end = endOf({ closed: false, empty: true })
    expect(end.value).toBe('amountMissing')
    expect([...end.tags]).toEqual(['blocked'])
    expect(end.status).toBe('done')
  })
  it('a check shown before the form ends tagged blocked and beforeForm', () => {
    const end = endOf({ closed: true, empty: true })
    expect(end.value).toBe('closed')
    expect([...end.tags].sort()).toEqual(['beforeForm', 'blocked'])
  })
  it('nothing blocks: the gate ends in allowed, untagged, described for the flow explorer', () => {
    const end = endOf({ closed: false, empty: false })
    expect(end.value).toBe('allowed')
    expect(end.status).toBe('done')
    expect([...end.tags]).toEqual([])
    expect(hoursGate().states.allowed?.description).toMatch(/\S/)
  })
})
