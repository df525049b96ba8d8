import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { UPLOAD_TYPES } from '../../../machines/rules.ts'

/**
 * Picks one image (ID photo, deposit proof, QR code) and shows it before sending. The server
 * checks the type by content and the size; `accept` only narrows the phone's picker.
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
  return (
    <label className="image-field">
      <span>{label}</span>
      <span className="image-drop">
        {preview ? (
          <img src={preview} alt={label} />
        ) : (
          <span className="muted">{t`Tap to choose a photo`}</span>
        )}
      </span>
      <input
        type="file"
        name={name}
        accept={UPLOAD_TYPES.join(',')}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
    </label>
  )
}
