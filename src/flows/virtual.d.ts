declare module 'virtual:guard-docs' {
  const docs: Record<string, import('../../scripts/guardDocs.ts').GuardDoc>
  export default docs
}
