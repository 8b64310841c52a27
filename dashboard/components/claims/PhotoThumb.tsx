import { useEffect, useState } from 'react'
import { fileObjectUrl } from '../../kit/api.ts'

/** A stored photo, fetched with the token (a plain <img src> cannot send it). */
export function PhotoThumb({ path, alt, className = 'aspect-square w-full object-cover' }: { path: string; alt: string; className?: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let made: string | null = null
    let live = true
    fileObjectUrl(path).then((objectUrl) => {
      made = objectUrl
      if (live) setUrl(objectUrl)
      else URL.revokeObjectURL(objectUrl)
    }).catch(() => undefined)
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
  }, [path])
  if (!url) return <span role="img" aria-label={`${alt} (loading)`} className="block aspect-square w-full animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none" />
  return <img src={url} alt={alt} className={`rounded-md ${className}`} />
}
