import type { AppContext } from '../context.ts'
import { Offer } from '../models/Offer.ts'
import { User } from '../models/User.ts'
import { conflict, validationFailed } from '../errors.ts'
import { priceChangedMessage } from '../mail/templates/offers.ts'
import { withLicence } from '../mail/templates/licence.ts'
import { FIRMNESS_COPY } from '../../shared/constants/firmness.ts'
import { dollars, fromCents, toCents } from '../../shared/rules/cents.ts'
import { isPriceToConfirm } from '../../shared/rules/offers.ts'
import type { FirmnessForm } from '../../shared/schemas/offers.ts'
import { loaded, lockOffer, type OfferResult } from './offers.ts'
import { recordOfferEvent } from './offerRules.ts'
import { enqueueMail } from './mailing.ts'
import { detailsUrl } from './statusMail.ts'
import { licenceNotice } from './agency.ts'

/** The down payment and instalments must still add up to the new premium within the offer's term. */
function finalPlan(offer: Offer, final: NonNullable<FirmnessForm['final_price']>) {
  const total = toCents(final.down_payment) + toCents(final.monthly_instalment) * offer.instalment_count
  if (total !== toCents(final.premium)) {
    throw validationFailed({
      'offer.final_price.monthly_instalment': `Down payment plus ${offer.instalment_count} instalments of ${final.monthly_instalment} is ${fromCents(total)}, not the premium of ${final.premium}`,
    })
  }
  return { premium: final.premium, down_payment: final.down_payment, monthly_instalment: final.monthly_instalment }
}

const describeFirmness = (form: FirmnessForm, before: Offer) => {
  const label = FIRMNESS_COPY[form.firmness].label
  const price = form.final_price && toCents(form.final_price.premium) !== toCents(before.premium)
    ? ` at ${dollars(form.final_price.premium)} (was ${dollars(before.premium)})`
    : ''
  return `${label}${price}${form.firmness_note ? `: ${form.firmness_note}` : ''}`
}

/**
 * The agent says how firm an open or chosen offer's price is; marking it bindable may give the final
 * price. A chosen offer whose price moves waits for the customer to confirm it, and they are e-mailed
 * in the same transaction.
 */
export async function setFirmness(app: AppContext, actor: User, offerId: number, form: FirmnessForm): Promise<OfferResult> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const { offer, request } = await lockOffer(trx, offerId)
    if (offer.status !== 'open' && offer.status !== 'chosen') throw conflict(`The price of a ${offer.status.replace('_', ' ')} offer cannot be changed.`)
    const plan = form.final_price ? finalPlan(offer, form.final_price) : {}
    await Offer.query(trx).findById(offerId).patch({ firmness: form.firmness, firmness_note: form.firmness_note, ...plan, updated_at: now })
    await recordOfferEvent(trx, { requestId: request.id, offerId, actorId: actor.id, action: 'firmness_changed', detail: describeFirmness(form, offer), now })
    const changed = await Offer.query(trx).findById(offerId)
    const owner = await User.query(trx).findById(request.user_id)
    if (!changed || !owner || !isPriceToConfirm(changed) || toCents(changed.premium) === toCents(offer.premium)) return
    const message = priceChangedMessage({
      to: owner.email,
      firstName: owner.first_name,
      requestNumber: request.request_number,
      carrierName: offer.carrier?.name ?? '',
      agreedPremium: dollars(changed.agreed_premium ?? offer.premium),
      finalPremium: dollars(changed.premium),
      detailsUrl: detailsUrl(app, request.request_number),
    })
    await enqueueMail(trx, withLicence(message, await licenceNotice(trx, request.id)), `price_changed:${offerId}:${changed.premium}`, now)
  })
  return await loaded(offerId)
}
