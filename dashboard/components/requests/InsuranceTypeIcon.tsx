import Car from 'lucide-react/icons/car'
import Heart from 'lucide-react/icons/heart'
import House from 'lucide-react/icons/house'
import HeartPulse from 'lucide-react/icons/heart-pulse'

/** Spec §2: auto, life, home and health have their own icon; every other type uses the auto icon. */
const ICONS = { auto: Car, life: Heart, homeowners: House, home: House, health: HeartPulse } as const

const isIconType = (type: string): type is keyof typeof ICONS => type in ICONS

export function InsuranceTypeIcon({ type, className = 'h-5 w-5' }: { type: string; className?: string }) {
  const Icon = isIconType(type) ? ICONS[type] : Car
  return <Icon aria-hidden="true" data-icon={isIconType(type) ? type : 'auto'} className={className} />
}
