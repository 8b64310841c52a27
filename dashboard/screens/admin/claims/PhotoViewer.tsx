import { useState } from 'react'
import { Button } from '../../../kit/ui/Button.tsx'
import { PhotoThumb } from '../../../components/claims/PhotoThumb.tsx'
import type { ClaimPhotoJson } from '../../../../shared/schemas/accidentClaims.ts'
import { cardClass } from '../parts.tsx'

/** The claim's photos: one large, the rest as thumbnails to pick from. */
export function PhotoViewer({ claimNumber, photos }: { claimNumber: string; photos: ClaimPhotoJson[] }) {
  const [shown, setShown] = useState(0)
  const path = (photo: ClaimPhotoJson) => `/claims/${encodeURIComponent(claimNumber)}/photos/${photo.id}`
  const current = photos[Math.min(shown, photos.length - 1)]
  return (
    <section aria-labelledby="claim-photos" className={`${cardClass} space-y-3`}>
      <h2 id="claim-photos" className="text-lg font-semibold text-slate-900">Photos ({photos.length})</h2>
      {!current && <p className="text-slate-600">No photos were added.</p>}
      {current && (
        <>
          <figure className="space-y-2">
            <PhotoThumb key={current.id} path={path(current)} alt={`Photo ${shown + 1} of ${photos.length}: ${current.file_name}`} className="max-h-[28rem] w-full object-contain bg-slate-100" />
            <figcaption className="text-sm text-slate-600">Photo {shown + 1} of {photos.length}: {current.file_name}</figcaption>
          </figure>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={shown === 0} onClick={() => setShown(shown - 1)}>Previous photo</Button>
            <Button variant="secondary" disabled={shown >= photos.length - 1} onClick={() => setShown(shown + 1)}>Next photo</Button>
          </div>
          <ul aria-label="All photos" className="grid grid-cols-5 gap-2">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <button type="button" onClick={() => setShown(index)} aria-pressed={index === shown} aria-label={`Show photo ${index + 1}`} className="block w-full rounded-md ring-brand-600 aria-pressed:ring-2">
                  <PhotoThumb path={path(photo)} alt="" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
