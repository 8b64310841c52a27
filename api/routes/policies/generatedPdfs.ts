import { defineRoute } from '../defineRoute.ts'
import { fileAnswer, FileAnswerResponse } from '../fileAnswer.ts'
import { notFound } from '../../errors.ts'
import { renderCoverageSummary, renderIdCard, type PolicyDocumentInput } from '../../documents/index.ts'
import { policyDocumentInput } from '../../services/insurancePolicies/documentInput.ts'
import { loadAgency } from '../../services/agency.ts'
import { PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { viewablePolicy } from './viewable.ts'

const NOT_BOUND_HERE = 'GetQuote makes the ID card and coverage summary only for policies bound here.'

/**
 * A PDF made from the policy on each request, never stored: it always shows the policy as it is now,
 * and a policy bound here has one without anything to keep in step.
 */
function generatedPdf(name: 'id_card' | 'coverage_summary', summary: string, render: (input: PolicyDocumentInput) => Promise<Uint8Array>) {
  return defineRoute({
    method: 'get',
    path: `/policies/:id/${name}.pdf`,
    access: 'customer',
    summary,
    response: FileAnswerResponse,
    errors: ['not_found'],
    params: PolicyIdParams,
    async handle({ actor, params }) {
      const policy = await viewablePolicy(actor, params.id)
      if (policy.origin !== 'bound') throw notFound(NOT_BOUND_HERE)
      const fileName = `${name.replace('_', '-')}-${policy.policy_number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`
      return fileAnswer({ bytes: await render(policyDocumentInput(policy, await loadAgency())), contentType: 'application/pdf', fileName })
    },
  })
}

export const idCardPdf = generatedPdf('id_card', 'The insurance ID card of a policy bound here, as a PDF', renderIdCard)
export const coverageSummaryPdf = generatedPdf('coverage_summary', 'The one-page coverage summary of a policy bound here, as a PDF', renderCoverageSummary)
