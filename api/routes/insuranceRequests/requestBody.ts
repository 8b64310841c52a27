import { z } from 'zod'
import { CreateInsuranceRequestBody } from '../../../shared/schemas/insuranceRequest.ts'
import { isPlainObject } from '../../../shared/rules/isPlainObject.ts'

/** A body that is not a JSON object (an array, a string) gets the same per-field messages as an empty one. */
export const createBody = z.preprocess((value) => (isPlainObject(value) ? value : {}), CreateInsuranceRequestBody)
