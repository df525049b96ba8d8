import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { UPLOAD_TYPES } from '../../../machines/rules.ts'
import { preparePhoto } from '../../lib/photo.ts'

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
  const [preparing, setPreparing] = useState(false)
  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const pick = async (picked: File | null) => {
    if (!picked) return onChange(null)
    setPreparing(true)
    try {
      onChange(await preparePhoto(picked))
    } finally {
      setPreparing(false)
    }
  }
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
        onChange={(e) => void pick(e.target.files?.[0] ?? null)}
      />
    </label>
  )
}
