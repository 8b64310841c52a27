/** A household for request bodies (issue #33): two drivers, one with an at-fault accident last year, and two vehicles. */
const lastYear = new Date().getFullYear() - 1

type Incident = Record<string, string>

/** Each member on its own, for a test to change one before building the lists. */
export function householdParts() {
  const none: Incident[] = []
  const accident: Incident[] = [{ kind: 'at_fault_accident', month: '3', year: String(lastYear) }]
  return {
  applicant: {
    first_name: 'Dana', last_name: 'Scully', date_of_birth: '1984-02-23', relationship: 'applicant', license_state: 'CA',
    license_number: 'D1234567', years_licensed: '20', incidents_attributes: none,
  },
  spouse: {
    first_name: 'Fox', last_name: 'Mulder', date_of_birth: '2003-10-13', relationship: 'spouse', license_state: 'CA',
    license_number: '', years_licensed: '4', incidents_attributes: accident,
  },
  byVin: { vin: '1HGCM82633A004352', year: '', make: '', model: '', use: 'commute', annual_miles: '12000', main_driver: '1' },
  byModel: { vin: '', year: '2019', make: 'Toyota', model: 'Corolla', use: 'pleasure', annual_miles: '6000', main_driver: '2' },
  }
}

export type HouseholdParts = ReturnType<typeof householdParts>

export const twoDriverHousehold = (parts: HouseholdParts = householdParts()) => ({
  drivers_attributes: [parts.applicant, parts.spouse],
  vehicles_attributes: [parts.byVin, parts.byModel],
})
