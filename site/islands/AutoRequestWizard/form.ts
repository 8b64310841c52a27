import type { FieldPath } from 'react-hook-form'
import { blankInsuranceRequest, type CreateInsuranceRequestInput } from '@shared/schemas/insuranceRequest.ts'
import { isPlainObject } from '@shared/rules/isPlainObject.ts'
import { LIST_ITEMS } from '@shared/schemas/household.ts'

/** What the wizard's form holds: the wire body's input shape, so field names are the wire's dotted paths. */
export type WizardValues = CreateInsuranceRequestInput
export type WizardPath = FieldPath<WizardValues>

type Request = WizardValues['insurance_request']
type ApplicantKey = Exclude<keyof Request['applicant_attributes'], 'address_attributes'> & string
type AddressKey = keyof Request['applicant_attributes']['address_attributes'] & string
type AutoKey = keyof Request['auto_insurance_attributes'] & string

export const applicantPath = <K extends ApplicantKey>(key: K) => `insurance_request.applicant_attributes.${key}` as const
export const addressPath = <K extends AddressKey>(key: K) =>
  `insurance_request.applicant_attributes.address_attributes.${key}` as const
export const autoPath = <K extends AutoKey>(key: K) => `insurance_request.auto_insurance_attributes.${key}` as const

/** A blank form: every field the wizard can show, so a restored draft or a server `fields` key has a home. */
export const emptyValues = (): WizardValues => blankInsuranceRequest()

/**
 * Copies from `source` only the leaves `target` has, and only when they keep their type (string or
 * boolean); a household list is rebuilt item by item from a blank item of its kind.
 */
function fillKnown(target: Record<string, unknown>, source: unknown): void {
  if (!isPlainObject(source)) return
  for (const [key, current] of Object.entries(target)) {
    const saved = source[key]
    const blankItem = LIST_ITEMS[key]
    if (Array.isArray(current)) target[key] = blankItem && Array.isArray(saved) ? saved.map((item) => filledItem(blankItem(), item)) : current
    else if (isPlainObject(current)) fillKnown(current, saved)
    else if (typeof saved === typeof current) target[key] = saved
  }
}

function filledItem(item: Record<string, unknown>, source: unknown): Record<string, unknown> {
  fillKnown(item, source)
  return item
}

/** A blank form with whatever a stored draft (or any untrusted object) had in the right places. */
export function valuesFrom(saved: unknown): WizardValues {
  const values = emptyValues()
  fillKnown(values, saved)
  return values
}

/**
 * Whether a dotted path (a server `fields` key, a step's path) names a field of the form: a household
 * list, or a field of any item in one (`insurance_request.drivers_attributes.1.first_name`).
 */
export function isWizardPath(path: string): path is WizardPath {
  let node: unknown = emptyValues()
  let list = ''
  for (const key of path.split('.')) {
    const blankItem = LIST_ITEMS[list]
    if (Array.isArray(node) && blankItem && /^\d+$/.test(key)) node = blankItem()
    else if (!isPlainObject(node) || !(key in node)) return false
    else node = node[key]
    list = key
  }
  return !isPlainObject(node)
}

/** The value at a dotted path of the form's values, for counting progress. */
export function valueAt(values: unknown, path: string): unknown {
  let node = values
  for (const key of path.split('.')) {
    if (!isPlainObject(node)) return undefined
    node = node[key]
  }
  return node
}

/** A field counts as answered when it holds non-blank text or a ticked box. */
export const isAnswered = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value === true)
