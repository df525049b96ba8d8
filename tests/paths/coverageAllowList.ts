/**
 * States and transitions that no executed path has to reach, each with the reason. The path
 * tests fail when a registered machine has anything unreached that is not listed here, and warn
 * when a listed item is reached after all (so the list does not rot).
 *
 * Keys are `<machine id>` or `<machine id>@server`; values map a state id or a transition key (as
 * the coverage report prints it) to the reason.
 */
export const COVERAGE_ALLOW_LIST: Record<string, Record<string, string>> = {}
