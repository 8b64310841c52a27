import { useMemo } from 'react'
import { create } from 'qrcode'

interface QrCodeProps {
  /** What the code carries (an otpauth:// URI). */
  value: string
  /** The accessible name of the picture. */
  label: string
}

/** A QR code drawn here, in the browser: the secret it carries never goes to a third-party image service. */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' })
    let dark = ''
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) dark += `M${column + 4} ${row + 4}h1v1h-1z`
    }
    return { size: modules.size + 8, path: dark }
  }, [value])
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className="h-48 w-48 bg-white" shapeRendering="crispEdges">
      <path d={path} fill="#000" />
    </svg>
  )
}
