import { describe, expect, it } from 'vitest'
import { isWizardPath, valuesFrom } from '../../../../../site/islands/AutoRequestWizard/form.ts'

describe('the wizard form with a household', () => {
  it('names household fields by index as wizard paths, and nothing outside their items', () => {
    expect(isWizardPath('insurance_request.drivers_attributes')).toBe(true)
    expect(isWizardPath('insurance_request.drivers_attributes.3.first_name')).toBe(true)
    expect(isWizardPath('insurance_request.drivers_attributes.0.incidents_attributes.1.kind')).toBe(true)
    expect(isWizardPath('insurance_request.vehicles_attributes.0.main_driver')).toBe(true)
    expect(isWizardPath('insurance_request.drivers_attributes.0.password')).toBe(false)
    expect(isWizardPath('insurance_request.drivers_attributes.first.first_name')).toBe(false)
  })

  it('rebuilds a stored draft\'s lists item by item, dropping what an item does not have', () => {
    const values = valuesFrom({
      insurance_request: {
        drivers_attributes: [{ first_name: 'Fox', admin: true, incidents_attributes: [{ kind: 'dui', month: 3, extra: 'x' }] }],
        vehicles_attributes: 'not a list',
      },
    })
    expect(values.insurance_request.drivers_attributes).toEqual([
      {
        first_name: 'Fox', last_name: '', date_of_birth: '', relationship: '', license_state: '', license_number: '',
        years_licensed: '', incidents_attributes: [{ kind: 'dui', month: '', year: '' }],
      },
    ])
    expect(values.insurance_request.vehicles_attributes).toEqual([])
  })
})
