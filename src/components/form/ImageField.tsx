import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { UPLOAD_TYPES } from '../../../machines/rules.ts'
import { preparePhoto } from '../../lib/photo.ts'
import { useActionOf } from '../../lib/useAction.ts'

/**
 * Picks one image (ID photo, deposit proof, QR code) and shows it before sending. The photo is
 * made fit to send first (preparePhoto: smaller, upright, without the camera's metadata); the
 * server checks the type by content and the size. `accept` only narrows the phone's picker.
 */
export function ImageField({
  label,
  name,
  file,
  onChange,
}: {
  label: string
  name: string
  file: File | null
  onChange(file: File | null): void
}) {
  const { t } = useLingui()
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  // Preparing is a step of its own (the submission machine's busy state): one photo at a time.
  const prepare = useActionOf(preparePhoto, (prepared) => onChange(prepared))
  const preparing = prepare.isBusy
  const pick = (picked: File | null) => (picked ? prepare.submit(picked) : onChange(null))
  return (
    <label className="image-field" data-preparing={preparing || undefined}>
      <span>{label}</span>
      <span className="image-drop">
        {preparing ? (
          <span className="muted">{t`Preparing the photo…`}</span>
        ) : preview ? (
          <img src={preview} alt={label} data-testid={`${name}-preview`} />
        ) : (
          <span className="muted">{t`Tap to choose a photo`}</span>
        )}
      </span>
      <input
        type="file"
        name={name}
        accept={UPLOAD_TYPES.join(',')}
        disabled={preparing}
        onChange={(e) => pick(e.target.files?.[0] ?? null)}
      />
    </label>
  )
}
