import { defineRoute } from '../defineRoute.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { checkCoverage } from '../../../shared/rules/coverageCheck.ts'
import { CoverageCheckJson, PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { isoDay } from '../../../shared/dates.ts'
import { viewablePolicy } from './viewable.ts'

/** The policy's coverage checklist on the app's today. */
export const coverageCheck = defineRoute({
  method: 'get',
  path: '/policies/:id/coverage_check',
  access: 'customer',
  summary: 'A policy\'s coverage checklist: gaps, why they matter and how to fix them',
  response: dataEnvelope(CoverageCheckJson),
  errors: ['not_found'],
  params: PolicyIdParams,
  async handle({ app, actor, params }) {
    const policy = presentInsurancePolicy(await viewablePolicy(actor, params.id))
    return { data: { items: checkCoverage(policy, isoDay(app.now())) } }
  },
})
