import type { PathFixture } from './registry.ts'

export const marketFixtures: PathFixture[] = [
  ...['Spain', 'usd', 'usdc', null].flatMap((saved) =>
    [true, false].map((inWallet) => ({
      name: `saved ${saved ?? 'nothing'}, ${inWallet ? 'in' : 'outside'} the wallet`,
      input: { saved, inWallet },
      events: [
        { type: 'market.select', market: 'Spain' },
        { type: 'market.select', market: 'usd' },
        { type: 'market.select', market: 'usdc' },
        { type: 'view.changed', inWallet: true },
        { type: 'view.changed', inWallet: false },
      ],
    })),
  ),
]
