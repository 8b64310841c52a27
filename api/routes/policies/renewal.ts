import { defineRoute } from '../defineRoute.ts'
import { forbidden, notFound } from '../../errors.ts'
import { keepRenewal, recordRenewal, renewalPage } from '../../services/insurancePolicies/renewalOffer.ts'
import { loadPolicy, POLICY_NOT_FOUND } from '../../services/insurancePolicies/manage.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { InsurancePolicyJson, PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { PolicyRenewalPageJson, RenewalBody } from '../../../shared/schemas/policyRenewal.ts'
import { dataEnvelope, messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'
import { viewablePolicy } from './viewable.ts'

/** "What changed": the renewal offer for the next term against the current one, and the premium over the terms. */
export const renewalShow = defineRoute({
  method: 'get',
  path: '/policies/:id/renewal',
  access: 'customer',
  summary: 'A policy\'s renewal offer, what changed, and its premium over the terms',
  response: dataEnvelope(PolicyRenewalPageJson),
  errors: ['not_found'],
  params: PolicyIdParams,
  async handle({ actor, params }) {
    return { data: await renewalPage(await viewablePolicy(actor, params.id)) }
  },
})

/** The agent enters the current carrier's renewal terms, or the customer records them from the renewal page. */
export const renewalRecord = defineRoute({
  method: 'post',
  path: '/policies/:id/renewal',
  access: 'customer',
  summary: 'Records the current carrier\'s renewal offer for the next term',
  response: messageEnvelope(PolicyRenewalPageJson),
  errors: ['not_found', 'conflict'],
  rateLimits: actionLimits('policies:renewal'),
  params: PolicyIdParams,
  body: RenewalBody,
  async handle({ app, actor, params, body }) {
    const policy = await viewablePolicy(actor, params.id)
    await recordRenewal(app, actor.user, policy.id, body.renewal)
    const recorded = await viewablePolicy(actor, policy.id)
    return { data: await renewalPage(recorded), message: 'Renewal recorded.' }
  },
})

/** The customer keeps the renewal: the next term becomes the policy's. */
export const renewalKeep = defineRoute({
  method: 'post',
  path: '/policies/:id/renewal/keep',
  access: 'customer',
  summary: 'Keeps the renewal offer: the policy renews on its terms',
  response: messageEnvelope(InsurancePolicyJson),
  errors: ['not_found', 'forbidden', 'conflict'],
  rateLimits: actionLimits('policies:renewal'),
  params: PolicyIdParams,
  async handle({ app, actor, params }) {
    const policy = await viewablePolicy(actor, params.id)
    // Renewing is the customer's decision, as choosing an offer is.
    if (policy.user_id !== actor.user.id) throw forbidden('Only the policy\'s owner can keep the renewal.')
    await keepRenewal(app, actor.user, policy.id)
    const renewed = await loadPolicy(policy.id)
    if (!renewed) throw notFound(POLICY_NOT_FOUND)
    return { data: presentInsurancePolicy(renewed), message: 'Your policy renews on these terms.' }
  },
})
