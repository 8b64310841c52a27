import type { z } from 'zod'

/*
 * What a body field becomes once saved: the JSON a response carries for it, and what a blank form
 * holds for it. Each field builder registers its own, so a resource's response schema, blank form and
 * presenter follow from its body schema's keys instead of naming every field again.
 */

interface StoredForm {
  json: z.ZodType
  blank: unknown
}

const forms = new WeakMap<z.ZodType, StoredForm>()

/** Registers how `field` is sent back (`json` must accept what it outputs) and what it starts as. */
export function stored<F extends z.ZodType>(field: F, json: z.ZodType<z.output<F>>, blank: z.input<F>): F {
  forms.set(field, { json, blank })
  return field
}

type Shape = Record<string, z.ZodType>

function formsOf(shape: Shape): [string, StoredForm][] {
  return Object.entries(shape).map(([key, field]) => {
    const form = forms.get(field)
    if (!form) throw new Error(`The field ${key} has no stored form: build it with stored()`)
    return [key, form]
  })
}

// TypeScript cannot type an object built key by key, so each function below states its result in an
// overload. stored() checked each field's json and blank against that field's own types.

/** A body shape's fields as a response carries them, key for key. */
export function jsonShape<S extends Shape>(shape: S): { [K in keyof S]: z.ZodType<z.output<S[K]>> }
export function jsonShape(shape: Shape): Shape {
  return Object.fromEntries(formsOf(shape).map(([key, form]) => [key, form.json]))
}

/** A blank form for a body shape: every key present, nothing chosen. */
export function blankValues<S extends Shape>(shape: S): { [K in keyof S]: z.input<S[K]> }
export function blankValues(shape: Shape): Record<string, unknown> {
  return Object.fromEntries(formsOf(shape).map(([key, form]) => [key, form.blank]))
}

/** Exactly the shape's fields read from `source` (a model row), in the shape's order. */
export function pickShape<S extends Shape>(shape: S, source: { [K in keyof S]: z.output<S[K]> }): { [K in keyof S]: z.output<S[K]> }
export function pickShape(shape: Shape, source: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, Reflect.get(source, key)]))
}
