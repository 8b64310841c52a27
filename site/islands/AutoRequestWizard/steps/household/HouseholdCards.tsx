import { DriverCards } from './DriverCards.tsx'
import { VehicleCards } from './VehicleCards.tsx'

/** Step 1's household (issue #33): who drives and what they drive, as repeatable cards. Optional. */
export function HouseholdCards() {
  return (
    <>
      <DriverCards />
      <VehicleCards />
    </>
  )
}
