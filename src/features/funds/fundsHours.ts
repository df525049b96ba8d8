import type { FundsWindow } from '../../../machines/funds/window.ts'

/** "08:30–22:00": a deposit's or a withdrawal's hours as a hint shows them (Madrid time). */
export const hoursOf = (window: Pick<FundsWindow, 'open' | 'close'>) =>
  `${window.open}–${window.close}`
