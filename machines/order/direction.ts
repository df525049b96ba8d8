/** spec §2 Stock detail: buy long or sell short. */
export const DIRECTIONS = ['long', 'short'] as const
export type Direction = (typeof DIRECTIONS)[number]
