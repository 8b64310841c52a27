import { z } from 'zod'
import { CreateInsuranceRequestBody } from '../../../shared/schemas/insuranceRequest.ts'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A body that is not a JSON object (an array, a string) gets the same per-field messages as an empty one. */
export const createBody = z.preprocess((value) => (isPlainObject(value) ? value : {}), CreateInsuranceRequestBody)
