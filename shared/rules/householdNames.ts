import type { DriverJson, VehicleJson } from '../schemas/household.ts'

/** How a household's members are named on every screen and in the estimate. */

export const driverName = (driver: Pick<DriverJson, 'first_name' | 'last_name'>) => `${driver.first_name} ${driver.last_name}`.trim()

/** '2019 Toyota Corolla', '2003 Honda' (a VIN names no model); '' when nothing is known. */
export const vehicleDescription = (vehicle: Pick<VehicleJson, 'year' | 'make' | 'model'>) =>
  [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null).join(' ')
