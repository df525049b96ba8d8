/**
 * The functions the apps' build treats as free of side effects (vite.config.ts,
 * `treeshake.manualPureFunctions`): an unused call of one is dropped. The bundler matches them
 * by name in every module, libraries included, so a library function of the same name loses its
 * calls too: under `z`, zod's usual name, that was lightweight-charts' canvas clear (decision
 * 0054). `tests/unit/build/pureNames.test.ts` checks that no library but XState calls one.
 */
export const PURE_FUNCTION_NAMES = ['setup', 'createMachine', 'defineGate', 'zod']
