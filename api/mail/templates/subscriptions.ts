import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { button, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'
import { formatMoney } from '../../../shared/money.ts'
import { longDate } from '../../../shared/dates.ts'

interface Customer {
  to: string
  firstName: string
  planName: string
  publicUrl: string
}

function message(customer: Customer, subject: string, lines: string[], link: { href: string; label: string }): MailMessage {
  const text = `${greeting(customer.firstName)}\n\n${lines.join('\n')}\n\n${link.label}: ${link.href}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(customer.firstName))}</p>\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n${button(link.href, link.label)}`,
  )
  return { to: customer.to, subject, text, html }
}

export function receiptMessage(
  input: Customer & { amount: string; currency: string; paidAt: Date; periodEnd: Date | null; card: string | null; reference: string },
): MailMessage {
  return message(input, `Your ${PRODUCT_NAME} receipt: ${input.planName} plan`, [
    `Thank you for your payment. Here is your receipt.`,
    `Plan: ${input.planName}`,
    `Amount paid: ${formatMoney(input.amount, input.currency)}`,
    `Date: ${longDate(input.paidAt)}`,
    ...(input.card ? [`Card: ${input.card}`] : []),
    ...(input.periodEnd ? [`Your plan renews on ${longDate(input.periodEnd)}.`] : []),
    `Reference: ${input.reference}`,
  ], { href: `${input.publicUrl}/account/subscription`, label: 'Manage your subscription' })
}

export function renewalReminderMessage(input: Customer & { amount: string; currency: string; renewsOn: Date }): MailMessage {
  return message(input, `Your ${input.planName} plan renews on ${longDate(input.renewsOn)}`, [
    `Your ${input.planName} plan renews on ${longDate(input.renewsOn)}.`,
    `We will charge ${formatMoney(input.amount, input.currency)} to the card on file. Nothing else to do.`,
    `If you would rather not renew, you can cancel your subscription before that date.`,
  ], { href: `${input.publicUrl}/account/subscription`, label: 'Manage your subscription' })
}

export function purchaseDeclinedMessage(input: Customer & { reason: string }): MailMessage {
  return message(input, `Your ${input.planName} plan was not activated`, [
    `The card processor has now answered about your payment for the ${input.planName} plan: it did not go through. ${input.reason}`,
    `You have not been charged. You can choose the plan again, with another card if need be, at any time.`,
  ], { href: `${input.publicUrl}/#plans`, label: 'See the plans' })
}

export function renewalFailedMessage(input: Customer & { reason: string; retryOn: Date }): MailMessage {
  return message(input, `We could not renew your ${input.planName} plan`, [
    `We could not charge your card for the renewal of your ${input.planName} plan: ${input.reason}`,
    `We will try again on ${longDate(input.retryOn)}. Your plan stays active until then.`,
  ], { href: `${input.publicUrl}/support`, label: 'Contact support' })
}

export function subscriptionExpiredMessage(input: Customer & { reason: string }): MailMessage {
  return message(input, `Your ${input.planName} plan has expired`, [
    `We could not renew your ${input.planName} plan: ${input.reason}`,
    `Your subscription has expired. You can choose a plan again at any time.`,
  ], { href: `${input.publicUrl}/#plans`, label: 'View plans' })
}

export function paymentRefundedMessage(input: Customer & { amount: string; currency: string; reason: string }): MailMessage {
  return message(input, `Your payment for the ${input.planName} plan was refunded`, [
    `Your card was charged ${formatMoney(input.amount, input.currency)} for the ${input.planName} plan, but the plan could not be started: ${input.reason}`,
    `We have refunded the full ${formatMoney(input.amount, input.currency)} to the same card. Depending on your bank it can take 5 to 10 business days to appear.`,
  ], { href: `${input.publicUrl}/account/subscription`, label: 'See your subscription' })
}

/** Cancelling is immediate and final (spec): the e-mail says so, and says plainly that nothing is refunded. */
export function subscriptionCanceledMessage(
  input: Customer & { canceledAt: Date; lastPayment: { amount: string; currency: string; paidAt: Date } | null; paidUntil: Date | null },
): MailMessage {
  const paid = input.lastPayment
  return message(input, `Your ${input.planName} plan is canceled`, [
    `You canceled your ${input.planName} plan on ${longDate(input.canceledAt)}. It ended at once: it will not renew, and your card will not be charged again.`,
    'Refunds: none. Cancelling does not refund any payment.',
    paid
      ? `Not refunded: your last payment of ${formatMoney(paid.amount, paid.currency)} on ${longDate(paid.paidAt)}${input.paidUntil ? `, for the period until ${longDate(input.paidUntil)},` : ''} including the unused part of that period, and every earlier payment.`
      : 'Not refunded: any payment made for the plan.',
    'Your payment history stays in your account. You can choose a plan again at any time.',
  ], { href: `${input.publicUrl}/#plans`, label: 'View plans' })
}
