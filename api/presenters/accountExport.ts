import type { User } from '../models/User.ts'
import type { AccountData } from '../services/dataExport.ts'
import type { AccountExportJson } from '../../shared/schemas/account.ts'
import { formatAmount } from '../billing/payments/money.ts'
import { presentInsuranceRequest } from './insuranceRequest.ts'
import { presentOffer } from './offer.ts'
import { presentAccidentClaim } from './accidentClaim.ts'
import { presentConsent, presentPreferences } from './consent.ts'
import { presentUser } from './user.ts'
import { presentRetentionPlan } from './retention.ts'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The export file; payments carry no card data and sessions no ids (an id is half a credential). */
export function presentAccountExport(user: User, data: AccountData, currentSessionId: string, now: Date): AccountExportJson {
  const planName = new Map(data.plans.map((plan) => [plan.id, plan.name]))
  const requestNumber = new Map(data.requests.map((request) => [request.id, request.request_number]))
  return {
    exported_at: now.toISOString(),
    profile: { ...presentUser(user), email_verified: user.email_verified_at !== null, created_at: user.created_at.toISOString() },
    preferences: presentPreferences(user),
    insurance_requests: data.requests.map(presentInsuranceRequest),
    offers: data.offers.map((offer) => presentOffer(offer, requestNumber.get(offer.insurance_request_id) ?? '', now)),
    accident_claims: data.claims.map(presentAccidentClaim),
    support_conversations: data.conversations.map((conversation) => ({
      id: conversation.id,
      subject: conversation.subject,
      created_at: conversation.created_at.toISOString(),
      messages: (conversation.messages ?? []).map((message) => ({
        author_role: message.author_role,
        body: message.body,
        created_at: message.created_at.toISOString(),
      })),
    })),
    subscriptions: data.subscriptions.map((subscription) => ({
      id: subscription.id,
      subscription_plan_name: planName.get(subscription.subscription_plan_id) ?? '',
      status: subscription.status,
      billing_cycle: subscription.billing_cycle,
      price: formatAmount(subscription.price),
      currency: subscription.currency.trim(),
      created_at: subscription.created_at.toISOString(),
      started_at: iso(subscription.started_at),
      current_period_end: iso(subscription.current_period_end),
      canceled_at: iso(subscription.canceled_at),
    })),
    payments: data.payments.map((payment) => ({
      id: payment.id,
      subscription_id: payment.subscription_id,
      kind: payment.kind,
      amount: formatAmount(payment.amount),
      currency: payment.currency.trim(),
      status: payment.status,
      created_at: payment.created_at.toISOString(),
    })),
    consents: data.consents.map(presentConsent),
    sessions: data.sessions.map((session) => ({
      created_at: session.created_at.toISOString(),
      expires_at: session.expires_at.toISOString(),
      revoked_at: iso(session.revoked_at),
      current: session.id === currentSessionId,
    })),
    retention: presentRetentionPlan(data.retention),
  }
}
