import { calendarDay } from '@shared/dates.ts'
import { driverName, vehicleDescription } from '@shared/rules/householdNames.ts'
import { INCIDENT_LABELS, RELATIONSHIP_LABELS, VEHICLE_USE_LABELS, type DriverJson, type VehicleJson } from '@shared/schemas/household.ts'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const vehicleName = (vehicle: VehicleJson) => vehicleDescription(vehicle) || 'Vehicle not recognised'

interface HouseholdListProps {
  drivers: DriverJson[]
  vehicles: VehicleJson[]
  /** On the agent's page the applicant is not "you". */
  forAgent?: boolean
}

/** Every driver with their incidents and every vehicle with its use and main driver: what a carrier asks for. */
export function HouseholdList({ drivers, vehicles, forAgent = false }: HouseholdListProps) {
  const relationship = (driver: DriverJson) => (forAgent && driver.relationship === 'applicant' ? 'Applicant' : RELATIONSHIP_LABELS[driver.relationship])
  return (
    <div className="space-y-5">
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Drivers ({drivers.length})</h3>
        {drivers.length === 0 && <p className="text-slate-600">No drivers listed: the applicant only.</p>}
        <ol className="space-y-3">
          {drivers.map((driver, i) => (
            <li key={i} className="rounded-md border border-slate-200 p-3">
              <p className="font-medium text-slate-900">
                {`${i + 1}. ${driverName(driver)}`} <span className="font-normal text-slate-600">({relationship(driver)})</span>
              </p>
              <p className="text-sm text-slate-700">
                Born {calendarDay(driver.date_of_birth)} · Licence {driver.license_state} {driver.license_number ?? '(number not given)'} ·{' '}
                {driver.years_licensed} years licensed
              </p>
              {driver.incidents.length === 0 ? (
                <p className="text-sm text-slate-600">No incidents in the last 5 years</p>
              ) : (
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
                  {driver.incidents.map((incident, j) => (
                    <li key={j}>{`${INCIDENT_LABELS[incident.kind]}, ${MONTHS[incident.month - 1] ?? ''} ${incident.year}`}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Vehicles ({vehicles.length})</h3>
        {vehicles.length === 0 && <p className="text-slate-600">No vehicles listed: the VIN above only.</p>}
        <ol className="space-y-3">
          {vehicles.map((vehicle, i) => {
            const main = vehicle.main_driver === null ? undefined : drivers[vehicle.main_driver - 1]
            return (
              <li key={i} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium text-slate-900">{`${i + 1}. ${vehicleName(vehicle)}`}</p>
                <p className="text-sm text-slate-700">
                  {vehicle.vin ? `VIN ${vehicle.vin}` : 'Entered by year, make and model'} · {VEHICLE_USE_LABELS[vehicle.use]} ·{' '}
                  {vehicle.annual_miles.toLocaleString('en-US')} miles a year{main ? ` · Main driver: ${driverName(main)}` : ''}
                </p>
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}
