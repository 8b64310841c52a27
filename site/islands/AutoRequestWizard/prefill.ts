import type { UseFormReturn } from 'react-hook-form'
import { read } from '@dashboard/kit/api.ts'
import type { CreateInsuranceRequestBody } from '@shared/schemas/insuranceRequest.ts'
import { UserJson } from '@shared/schemas/auth.ts'
import { applicantPath, type WizardValues } from './form.ts'

/**
 * A signed-in customer starting a fresh request need not type who they are: their name and e-mail
 * are filled in from the account, into fields that are still empty. Without it the form still works.
 */
export async function prefillApplicant(form: UseFormReturn<WizardValues, unknown, CreateInsuranceRequestBody>): Promise<void> {
  let me: UserJson
  try {
    me = await read.data(UserJson, '/me')
  } catch {
    return
  }
  const known = { first_name: me.first_name, last_name: me.last_name, email: me.email }
  for (const key of ['first_name', 'last_name', 'email'] as const) {
    const value = known[key]
    const path = applicantPath(key)
    if (value && !form.getValues(path)) form.setValue(path, value)
  }
}
