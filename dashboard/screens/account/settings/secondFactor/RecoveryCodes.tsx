import { Button } from '../../../../kit/ui/Button.tsx'

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, announcement, onDone }: { codes: string[]; announcement: string; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p role="status" className="font-medium text-slate-900">{announcement}</p>
      <p className="text-slate-700">
        Save these recovery codes somewhere safe now: they will not be shown again. If you lose your phone, each one signs you in once instead of
        a code from the app.
      </p>
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </div>
  )
}
