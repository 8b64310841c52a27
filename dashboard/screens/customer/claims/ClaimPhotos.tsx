import { useId, useState, type ChangeEvent } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { api, uploadWithProgress } from '../../../kit/api.ts'
import { PhotoThumb } from '../../../components/claims/PhotoThumb.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { ClaimPhotoJson, MAX_CLAIM_PHOTOS, type AccidentClaimJson } from '../../../../shared/schemas/accidentClaims.ts'
import { shrinkPhoto } from './shrinkPhoto.ts'

interface Upload {
  key: string
  file: File
  progress: number
  error: string | null
}

/**
 * Photos of a claim: each chosen photo is shrunk, then sent with its own progress bar and retry; while
 * the report is a draft each can be removed again. `onChanged` refetches the claim after either.
 */
export function ClaimPhotos({ claim, onChanged }: { claim: Pick<AccidentClaimJson, 'claim_number' | 'photos' | 'status'>; onChanged: () => Promise<unknown> }) {
  const inputId = useId()
  const [uploads, setUploads] = useState<Upload[]>([])
  const [notice, setNotice] = useState<string | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)
  const base = `/claims/${encodeURIComponent(claim.claim_number)}/photos`
  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const send = async (upload: Upload) => {
    patch(upload.key, { progress: 0, error: null })
    try {
      const { blob, name } = await shrinkPhoto(upload.file)
      await uploadWithProgress(messageEnvelope(ClaimPhotoJson), base, blob, name, (progress) => patch(upload.key, { progress }))
      await onChanged()
      setUploads((list) => list.filter((item) => item.key !== upload.key))
    } catch (error) {
      patch(upload.key, { error: errorMessage(error, 'The photo could not be uploaded. Please try again.') })
    }
  }

  const remove = async (photo: AccidentClaimJson['photos'][number]) => {
    setRemoving(photo.id)
    try {
      await api.delete(`${base}/${photo.id}`)
      await onChanged()
      toast.success(`${photo.file_name} removed.`)
    } catch (error) {
      toast.error(errorMessage(error, 'The photo could not be removed. Please try again.'))
    } finally {
      setRemoving(null)
    }
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const room = MAX_CLAIM_PHOTOS - claim.photos.length - uploads.length
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    setNotice(files.length > room ? `A report holds at most ${MAX_CLAIM_PHOTOS} photos; ${room > 0 ? `only the first ${room} were added` : 'none were added'}.` : null)
    const added = files.slice(0, Math.max(0, room)).map((file) => ({ key: `${file.name}-${crypto.randomUUID()}`, file, progress: 0, error: null }))
    setUploads((list) => [...list, ...added])
    for (const upload of added) void send(upload)
  }

  const full = claim.photos.length + uploads.length >= MAX_CLAIM_PHOTOS
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">Up to {MAX_CLAIM_PHOTOS} photos: the damage, the other car and its plate, the scene.</p>
      {claim.photos.length > 0 && (
        <ul aria-label="Photos added" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {claim.photos.map((photo) => (
            <li key={photo.id} className="space-y-1">
              <PhotoThumb path={`${base}/${photo.id}`} alt={photo.file_name} />
              {claim.status === 'draft' && (
                <Button variant="ghost" className="w-full px-2 py-1 text-sm" busy={removing === photo.id} busyText="Removing..." onClick={() => void remove(photo)}>
                  Remove<span className="sr-only"> {photo.file_name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {uploads.length > 0 && (
        <ul aria-label="Photos uploading" className="space-y-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="space-y-1 rounded-md border border-slate-200 p-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate">{upload.file.name}</span>
                {upload.error ? (
                  <span className="flex shrink-0 gap-1">
                    <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => void send(upload)}>Retry<span className="sr-only"> {upload.file.name}</span></Button>
                    <Button variant="ghost" className="px-3 py-1 text-sm" onClick={() => setUploads((list) => list.filter((item) => item.key !== upload.key))}>Remove<span className="sr-only"> {upload.file.name}</span></Button>
                  </span>
                ) : <span>{Math.round(upload.progress * 100)}%</span>}
              </div>
              {upload.error ? <p role="alert" className="text-red-700">{upload.error}</p> : <progress className="w-full" max={1} value={upload.progress} aria-label={`Uploading ${upload.file.name}`} />}
            </li>
          ))}
        </ul>
      )}
      {notice && <p role="status" className="text-sm text-slate-700">{notice}</p>}
      {claim.status !== 'closed' && !full && (
        <div>
          <label htmlFor={inputId} className="inline-flex cursor-pointer items-center justify-center rounded-md bg-white px-4 py-2 font-medium text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600">
            Add photos
            <input id={inputId} type="file" accept="image/*" multiple onChange={choose} className="sr-only" />
          </label>
        </div>
      )}
    </div>
  )
}
