import { z } from 'zod'
import { EMAIL_MESSAGE, line, requiredText, tooLong } from './fields.ts'
import { blankValues, stored } from './storedForms.ts'
import { findState, MED_PAY_AMOUNTS, type StateRules } from '../constants/states.ts'
import { choice, digits, flag, optionalText, REQUIRED, stateField } from './requestFields.ts'
import { checkHousehold, householdFields } from './household.ts'
import { isLiabilityOption } from '../rules/liabilityOptions.ts'
import { isPipOption } from '../rules/pipOptions.ts'
import { normalizePhone } from '../rules/phone.ts'
import { normalizeVin, VIN_LENGTH, vinProblem } from '../rules/vin.ts'
import { isZipInState, normalizeZip } from '../rules/zip.ts'
import { AUTHORIZATION_MESSAGE, CAR_OWNERSHIP_LENGTHS, COVERAGE_TYPES, DEDUCTIBLES, DISCOUNTS, INSURANCE_COMPANY_LENGTHS } from '../constants/requestOptions.ts'

export { REQUIRED } from './requestFields.ts'

/*
 * The auto quote request: ONE schema for the wire body (spec §7's nested payload plus `deductible`),
 * used by the wizard's form (react-hook-form registers these dotted paths) and by POST
 * /insurance_requests, so a server `fields` key lands on its input unchanged.
 *
 * Field schemas only use continuable checks (refine, min, max), never enums or literals, so the
 * cross-field refinement at the end still runs when a field is empty and every message shows at once.
 * The options and their labels are in constants/requestOptions.ts, the wizard's steps in
 * rules/wizardSteps.ts, and the request as the API answers it in insuranceRequestJson.ts.
 */

const MAX_VEHICLES = 50

const TOO_SHORT = (min: number) => `Please enter at least ${min} characters`
const PHONE_MESSAGE = 'Please enter a valid US phone number'

/** The spec's '* required' when left empty; typed but too short says so instead. */
const enteredText = (min: number, max: number) =>
  line(REQUIRED)
    .min(1, REQUIRED)
    .max(max, tooLong(max))
    .refine((value) => value.length === 0 || value.length >= min, TOO_SHORT(min))

const zipField = z
  .string(REQUIRED)
  .trim()
  .min(5, REQUIRED)
  .max(10, 'Please enter a 5-digit ZIP code')
  .refine((value) => value.length < 5 || normalizeZip(value) !== null, 'Please enter a 5-digit ZIP code')
  .transform((value) => normalizeZip(value) ?? value)

const phoneField = z
  .string(REQUIRED)
  .trim()
  .min(1, REQUIRED)
  .max(30, PHONE_MESSAGE)
  .refine((value) => value.length === 0 || normalizePhone(value) !== null, PHONE_MESSAGE)
  .transform((value) => normalizePhone(value) ?? value)

const VIN_MESSAGES = {
  length: `A VIN has exactly ${VIN_LENGTH} characters`,
  characters: 'A VIN has only digits and letters other than I, O and Q',
  check_digit: 'This VIN is not valid (its check digit does not match); please check it against your registration',
} as const

const vinField = stored(
  z
    .string(REQUIRED)
    .transform(normalizeVin)
    .pipe(z.string().min(VIN_LENGTH, REQUIRED).max(40, VIN_MESSAGES.length))
    .superRefine((vin, ctx) => {
      const problem = vin.length < VIN_LENGTH ? null : vinProblem(vin)
      if (problem) ctx.addIssue({ code: 'custom', message: VIN_MESSAGES[problem] })
    }),
  z.string(),
  '',
)

const Address = z.object(
  {
    street: enteredText(5, 200),
    city: enteredText(2, 100),
    state: stateField,
    zip: zipField,
  },
  REQUIRED,
)

const Applicant = z.object(
  {
    first_name: enteredText(2, 100),
    last_name: enteredText(2, 100),
    address_attributes: Address,
    phone_number: phoneField,
    email: z.string(REQUIRED).trim().min(1, REQUIRED).max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)).transform((v) => v.toLowerCase()),
    drivers_license: optionalText(50),
  },
  REQUIRED,
)

/** The auto answers of the body (the answers' JSON is built from it, insuranceRequestJson.ts). */
export const AutoInsurance = z.object(
  {
    vin: vinField,
    insurance_company_length: choice(INSURANCE_COMPANY_LENGTHS, REQUIRED),
    insurance_company: optionalText(100),
    car_ownership_length: choice(CAR_OWNERSHIP_LENGTHS, REQUIRED),
    is_financed: flag,
    financial_institution: optionalText(100),
    coverage_type: choice(COVERAGE_TYPES, 'Coverage type is required'),
    deductible: digits('Please choose a deductible'),
    minimum_liability_limits: stored(requiredText('Minimum liability limits required', 20), z.string(), ''),
    pip: digits('Please choose a PIP amount'),
    um_uim: flag,
    med_pay: flag,
    med_pay_amount: digits('Please choose a medical payments amount'),
    professional_organization: flag,
    professional_organization_name: optionalText(100),
    defensive_driving_certificate: flag,
    multiple_vehicles: flag,
    number_of_vehicles: digits(`Enter a number of vehicles from 2 to ${MAX_VEHICLES}`),
    homeowner: flag,
    good_student: flag,
    school: optionalText(100),
    safety_features: flag,
    safety_features_list: optionalText(300),
    anti_theft_devices: flag,
    full_payment_upfront: flag,
    clean_record: flag,
    paperless_billing: flag,
    automatic_payments: flag,
    telematics_program: flag,
    military: flag,
    military_branch: optionalText(100),
    senior_course: flag,
    affinity_group: flag,
    affinity_group_name: optionalText(100),
    advance_quote: flag,
    authorization: stored(z.boolean(AUTHORIZATION_MESSAGE).refine((value) => value, AUTHORIZATION_MESSAGE), z.boolean(), false),
  },
  REQUIRED,
)

type AutoValues = z.output<typeof AutoInsurance>
type AddIssue = (path: string[], message: string) => void

/** Spec §5's step 2 rules that depend on the state and on other answers. */
function checkCoverage(auto: AutoValues, state: StateRules | undefined, today: Date, add: AddIssue) {
  if (auto.coverage_type === 'full_coverage') {
    if (auto.deductible === null) add(['deductible'], 'Deductible is required')
    else if (!DEDUCTIBLES.some((d) => d === auto.deductible)) add(['deductible'], 'Please choose a deductible')
  }
  if (!state) return
  const limits = auto.minimum_liability_limits
  if (limits && !isLiabilityOption(state.code, limits, today)) {
    add(['minimum_liability_limits'], `Please choose one of the liability limits offered in ${state.name}`)
  }
  if (state.pipMinimum !== null) {
    if (auto.pip === null) add(['pip'], `PIP coverage is required in ${state.name}`)
    else if (!isPipOption(state.code, auto.pip)) add(['pip'], `Please choose one of the PIP amounts offered in ${state.name}`)
  }
  if (state.medPay !== 'none' && auto.med_pay) {
    if (auto.med_pay_amount === null) add(['med_pay_amount'], 'Medical payments amount is required')
    else if (!MED_PAY_AMOUNTS.some((a) => a === auto.med_pay_amount)) add(['med_pay_amount'], 'Please choose a medical payments amount')
  }
}

function checkDiscounts(auto: AutoValues, add: AddIssue) {
  for (const discount of DISCOUNTS) {
    if (!('detail' in discount) || !auto[discount.flag]) continue
    if (auto[discount.detail] === null) add([discount.detail], discount.message)
  }
  const count = auto.number_of_vehicles
  if (auto.multiple_vehicles && count !== null && (count < 2 || count > MAX_VEHICLES)) {
    add(['number_of_vehicles'], `Enter a number of vehicles from 2 to ${MAX_VEHICLES}`)
  }
}

const Attributes = (today: () => Date) =>
  z
    .object(
      {
        insurance_type: choice(['auto'], 'Only auto insurance requests can be made here'),
        applicant_attributes: Applicant,
        auto_insurance_attributes: AutoInsurance,
        ...householdFields,
      },
      REQUIRED,
    )
    .superRefine((request, ctx) => {
      const address = request.applicant_attributes.address_attributes
      const auto = request.auto_insurance_attributes
      const state = findState(address.state)
      const addressIssue: AddIssue = (path, message) =>
        ctx.addIssue({ code: 'custom', path: ['applicant_attributes', 'address_attributes', ...path], message })
      const autoIssue: AddIssue = (path, message) =>
        ctx.addIssue({ code: 'custom', path: ['auto_insurance_attributes', ...path], message })
      if (state && normalizeZip(address.zip) && !isZipInState(address.zip, state.code)) {
        addressIssue(['zip'], `This ZIP code is not in ${state.name}`)
      }
      if (auto.is_financed && auto.financial_institution === null) autoIssue(['financial_institution'], REQUIRED)
      checkCoverage(auto, state, today(), autoIssue)
      checkDiscounts(auto, autoIssue)
      checkHousehold(request, today(), (path, message) => ctx.addIssue({ code: 'custom', path, message }))
    })
    .transform((request) => ({ ...request, auto_insurance_attributes: dropUnusedAnswers(request) }))

/** Answers that do not apply (a name with tenure None, a deductible on liability only) are not kept. */
function dropUnusedAnswers(request: { applicant_attributes: { address_attributes: { state: string } }; auto_insurance_attributes: AutoValues }): AutoValues {
  const auto = request.auto_insurance_attributes
  const state = findState(request.applicant_attributes.address_attributes.state)
  const medPay = auto.med_pay && state?.medPay !== 'none'
  const kept: AutoValues = {
    ...auto,
    insurance_company: auto.insurance_company_length === 'none' ? null : auto.insurance_company,
    financial_institution: auto.is_financed ? auto.financial_institution : null,
    deductible: auto.coverage_type === 'full_coverage' ? auto.deductible : null,
    pip: state?.pipMinimum ? auto.pip : null,
    um_uim: auto.um_uim && state?.umUim !== 'none',
    med_pay: medPay,
    med_pay_amount: medPay ? auto.med_pay_amount : null,
  }
  for (const discount of DISCOUNTS) {
    if ('detail' in discount && !kept[discount.flag]) kept[discount.detail] = null
  }
  return kept
}

/** The body schema with the clock that picks the liability limits in force (tests move the day). */
export const insuranceRequestBody = (today: () => Date = () => new Date()) =>
  z.object({ insurance_request: Attributes(today) }, REQUIRED)

export const CreateInsuranceRequestBody = insuranceRequestBody()
export type CreateInsuranceRequestBody = z.output<typeof CreateInsuranceRequestBody>
/** What the wizard's form holds (strings for selects, booleans for checkboxes). */
export type CreateInsuranceRequestInput = z.input<typeof CreateInsuranceRequestBody>

/** The body with every field present and nothing chosen: the wizard's blank form, and the base of test bodies. */
export function blankInsuranceRequest(): CreateInsuranceRequestInput {
  return {
    insurance_request: {
      insurance_type: 'auto',
      applicant_attributes: {
        first_name: '',
        last_name: '',
        address_attributes: { street: '', city: '', state: '', zip: '' },
        phone_number: '',
        email: '',
        drivers_license: '',
      },
      auto_insurance_attributes: blankValues(AutoInsurance.shape),
      drivers_attributes: [],
      vehicles_attributes: [],
    },
  }
}
