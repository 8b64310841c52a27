export { renderCoverageSummary } from './coverageSummary.ts'
export { renderIdCard } from './idCard.ts'
export type { PolicyDocumentInput } from './input.ts'
