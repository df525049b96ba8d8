declare module 'virtual:guard-docs' {
  const docs: Record<string, import('../../scripts/guardDocs.ts').GuardDoc>
  export default docs
}
declare module 'virtual:rule-trace' {
  const traces: Record<string, import('../../scripts/ruleTracePlugin.ts').RuleTrace>
  export default traces
}
