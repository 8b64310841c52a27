import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { ConsentChange } from '../models/ConsentChange.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { notFound } from '../errors.ts'
import { CONTACT_OPT_OUT_WORDING, contactConsentWording } from '../../shared/constants/consents.ts'
import { findState } from '../../shared/constants/states.ts'
import { CALL_STATUS_LABELS, callStatus } from '../../shared/rules/contactWindow.ts'
import type { CallStatusJson, ContactConsentForm, ContactConsentJson } from '../../shared/schemas/consents.ts'
import { lockedUser } from './esignConsent.ts'

const latestChange = (userId: number) => ConsentChange.query().where({ user_id: userId, kind: 'calls_texts' }).orderBy('id', 'desc').first()

export async function contactConsentOf(user: User): Promise<ContactConsentJson> {
  const latest = await latestChange(user.id)
  return {
    consented: user.contact_consent,
    phone_number: user.contact_phone,
    hours_start: user.contact_hours_start,
    hours_end: user.contact_hours_end,
    changed_at: latest ? latest.created_at.toISOString() : null,
  }
}

/**
 * Records a yes (with the number it covers) or an opt-out in the ledger with the words shown, and
 * applies it at once: the admin's "may call now" reads the account row this transaction changes.
 * A new yes for another number is a new consent; hours alone are a preference, not a consent.
 */
export async function changeContactConsent(app: AppContext, userId: number, form: ContactConsentForm): Promise<User> {
  return app.knex.transaction(async (trx) => {
    const user = await lockedUser(trx, userId)
    const now = app.now()
    const phone = form.consented ? form.phone_number : user.contact_phone
    const changed = form.consented !== user.contact_consent || (form.consented && phone !== user.contact_phone)
    if (changed) {
      const wording = form.consented && phone ? contactConsentWording(phone, form.source) : CONTACT_OPT_OUT_WORDING
      await ConsentChange.query(trx).insert({ user_id: userId, kind: 'calls_texts', granted: form.consented, source: form.source, wording, phone_number: phone, created_at: now })
    }
    return user.$query(trx).patchAndFetch({
      contact_consent: form.consented,
      contact_phone: phone,
      contact_hours_start: form.hours_start,
      contact_hours_end: form.hours_end,
      updated_at: now,
    })
  })
}

/** What the agent may do about the phone number on a request right now. */
export async function requestCallStatus(app: AppContext, request: InsuranceRequest): Promise<CallStatusJson> {
  const owner = await User.query().findById(request.user_id)
  const applicant = request.applicant
  if (!owner || !applicant) throw notFound('Request not found')
  const everGranted = Boolean(await ConsentChange.query().findOne({ user_id: owner.id, kind: 'calls_texts', granted: true }))
  const timeZone = findState(applicant.state)?.timeZone ?? 'America/New_York'
  const state = { consent: owner.contact_consent, phone: owner.contact_phone, everGranted, hoursStart: owner.contact_hours_start, hoursEnd: owner.contact_hours_end }
  const status = callStatus(state, applicant.phone_number, timeZone, app.now())
  return { status, label: CALL_STATUS_LABELS[status], time_zone: timeZone, hours_start: owner.contact_hours_start, hours_end: owner.contact_hours_end }
}
