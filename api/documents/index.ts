export { renderCoverageSummary } from './coverageSummary.ts'
export { renderIdCard } from './idCard.ts'
export { renderEsignSample } from './esignSample.ts'
export type { PolicyDocumentInput } from './input.ts'
