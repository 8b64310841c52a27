import type { AppContext } from '../context.ts'
import { Carrier } from '../models/Carrier.ts'
import { conflict, notFound } from '../errors.ts'
import { CARRIER_MESSAGES, type CarrierForm } from '../../shared/schemas/carriers.ts'

/** Every carrier, active ones first, then by name. */
export async function listCarriers(): Promise<Carrier[]> {
  return await Carrier.query().orderByRaw('retired_at IS NOT NULL, lower(name)')
}

async function findCarrier(id: number): Promise<Carrier> {
  const carrier = await Carrier.query().findById(id)
  if (!carrier) throw notFound(CARRIER_MESSAGES.notFound)
  return carrier
}

/** Names are unique case-insensitively; the database's unique index decides, this says so in words. */
async function refuseDuplicateName(name: string, exceptId?: number): Promise<void> {
  const clash = await Carrier.query()
    .whereRaw('lower(name) = lower(?)', [name])
    .modify((query) => {
      if (exceptId !== undefined) query.whereNot('id', exceptId)
    })
    .first()
  if (clash) throw conflict(CARRIER_MESSAGES.duplicate)
}

export async function createCarrier(form: CarrierForm): Promise<Carrier> {
  await refuseDuplicateName(form.name)
  return await Carrier.query().insertAndFetch({ ...form })
}

export async function updateCarrier(app: AppContext, id: number, form: CarrierForm): Promise<Carrier> {
  await findCarrier(id)
  await refuseDuplicateName(form.name, id)
  await Carrier.query().findById(id).patch({ ...form, updated_at: app.now() })
  return await findCarrier(id)
}

/** Retiring keeps the carrier's past offers; retiring twice keeps the first date. */
export async function retireCarrier(app: AppContext, id: number): Promise<Carrier> {
  await findCarrier(id)
  await Carrier.query().findById(id).whereNull('retired_at').patch({ retired_at: app.now(), updated_at: app.now() })
  return await findCarrier(id)
}
