import type { LucideIcon } from 'lucide-react'
import Car from 'lucide-react/icons/car'
import HeartPulse from 'lucide-react/icons/heart-pulse'
import House from 'lucide-react/icons/house'
import Building2 from 'lucide-react/icons/building-2'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Truck from 'lucide-react/icons/truck'
import Stethoscope from 'lucide-react/icons/stethoscope'
import TrendingUp from 'lucide-react/icons/trending-up'
import type { InsuranceType } from '../../shared/constants/requests.ts'

/** One icon per insurance type, shared by the landing product cards and the selection island. */
export const INSURANCE_TYPE_ICONS = {
  auto: Car,
  life: HeartPulse,
  homeowners: House,
  commercial: Building2,
  generalLiability: ShieldCheck,
  truck: Truck,
  health: Stethoscope,
  investment: TrendingUp,
} as const satisfies Record<InsuranceType, LucideIcon>
