import { isValidVin, vinManufacturer, vinModelYear } from '@shared/rules/vin.ts'

/** The model year and maker read from a valid VIN, offline. */
export function VinDecoded({ vin }: { vin: string }) {
  if (!isValidVin(vin)) return <span>17 characters, on your registration or the driver-side dashboard.</span>
  const maker = vinManufacturer(vin)
  return (
    <span className="font-medium text-emerald-800">
      Valid VIN: model year {vinModelYear(vin) ?? 'unknown'}, {maker ? `made by ${maker}` : 'manufacturer not recognised'}
    </span>
  )
}
