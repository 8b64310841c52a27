import { z } from 'zod'
import { isPlainObject } from '../../../shared/rules/isPlainObject.ts'

/**
 * A JSON body that is not an object (an array, a string, null) is read as an empty one, so the
 * client gets the same per-field messages as for missing fields instead of one message for the body.
 */
export const objectBody = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (isPlainObject(value) ? value : {}), schema)
