import { describeDuration, timeLeft } from '../../../../shared/rules/promise.ts'
import type { InsuranceRequestJson } from '../../../../shared/schemas/insuranceRequestJson.ts'
import { isOpenStatus } from '../../../../shared/constants/requests.ts'
import { calendarDay, shortDateTime } from '../../../../shared/dates.ts'


/** The request overview's promise and policy lines: due time, time left or time to first offer, the policy. */
export function promiseFacts(request: InsuranceRequestJson): [string, string][] {
  const facts: [string, string][] = [['Options Due', shortDateTime(request.due_at)]]
  if (request.first_offer_at) {
    const took = new Date(request.first_offer_at).getTime() - new Date(request.created_at).getTime()
    facts.push(['First Offer After', describeDuration(took)])
  } else if (isOpenStatus(request.status)) {
    facts.push(['Time Left', timeLeft(request.due_at, new Date()).label])
  }
  if (request.policy_number) facts.push(['Policy Number', request.policy_number])
  if (request.effective_date) facts.push(['Effective Date', calendarDay(request.effective_date)])
  return facts
}
