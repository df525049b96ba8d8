import { describe, expect, it } from 'vitest'
import { coverageGaps } from '../../paths/coverageReport.ts'

const report = {
  walletForm: {
    title: 'Wallet address',
    states: {
      all: ['w.evaluating', 'w.allowed', 'w.exists'],
      reached: ['w.evaluating', 'w.allowed'],
    },
    transitions: {
      all: ['w.evaluating --(always)--> w.allowed', 'w.evaluating --(always) [dup]--> w.exists'],
      reached: ['w.evaluating --(always)--> w.allowed'],
    },
    paths: 1,
  },
}

describe('the path coverage gate', () => {
  it('names every unreached state and transition', () => {
    expect(coverageGaps(report, {}).gaps).toEqual([
      'walletForm: w.exists',
      'walletForm: w.evaluating --(always) [dup]--> w.exists',
    ])
  })

  it('lets an allow-listed item through, and flags an allow-listed item that is reached', () => {
    const allowList = {
      walletForm: {
        'w.exists': 'reason',
        'w.evaluating --(always) [dup]--> w.exists': 'reason',
        'w.allowed': 'no longer needed',
      },
    }
    expect(coverageGaps(report, allowList)).toEqual({ gaps: [], stale: ['walletForm: w.allowed'] })
  })
})
