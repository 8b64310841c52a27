import { z } from 'zod'
import rawData from '../data/vehicle-makes.json' with { type: 'json' }

/** The makes and models a vehicle entered without a VIN can be (shared/data/vehicle-makes.json, sources in its README). */
const MakesFile = z.object({ makes: z.record(z.string(), z.array(z.string()).min(1)) })
const { makes } = MakesFile.parse(rawData)

export const VEHICLE_MAKES: readonly string[] = Object.keys(makes)

/** The listed models of a make, or none for a make not on the list. */
export const modelsOf = (make: string): readonly string[] => makes[make] ?? []

export const isListedModel = (make: string, model: string) => modelsOf(make).includes(model)
