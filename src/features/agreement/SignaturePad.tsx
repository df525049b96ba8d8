import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

/**
 * A box to sign in with a finger or a mouse (spec §5 Other: contract signing needs a signature).
 * `onChange` says whether anything is drawn; `padRef` gives the drawing as a PNG file to send.
 */
export function SignaturePad({
  onChange,
  padRef,
}: {
  onChange(drawn: boolean): void
  padRef: { current: { toFile(): Promise<File | undefined>; clear(): void } | null }
}) {
  const { t } = useLingui()
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const el = canvas.current
    if (!el) return
    const ratio = window.devicePixelRatio || 1
    el.width = el.clientWidth * ratio
    el.height = el.clientHeight * ratio
    const ctx = el.getContext('2d')!
    ctx.scale(ratio, ratio)
    ctx.lineWidth = 2.5
    ctx.lineCap = 'round'
    ctx.strokeStyle = '#131a26'
    let drawing = false
    let drawn = false
    const at = (e: PointerEvent) => {
      const box = el.getBoundingClientRect()
      return [e.clientX - box.left, e.clientY - box.top] as const
    }
    const down = (e: PointerEvent) => {
      drawing = true
      el.setPointerCapture(e.pointerId)
      const [x, y] = at(e)
      ctx.beginPath()
      ctx.moveTo(x, y)
    }
    const move = (e: PointerEvent) => {
      if (!drawing) return
      const [x, y] = at(e)
      ctx.lineTo(x, y)
      ctx.stroke()
      if (!drawn) {
        drawn = true
        onChange(true)
      }
    }
    const up = () => {
      drawing = false
    }
    el.addEventListener('pointerdown', down)
    el.addEventListener('pointermove', move)
    el.addEventListener('pointerup', up)
    el.addEventListener('pointercancel', up)
    padRef.current = {
      toFile: () =>
        new Promise((resolve) =>
          el.toBlob((blob) =>
            resolve(
              drawn && blob ? new File([blob], 'signature.png', { type: 'image/png' }) : undefined,
            ),
          ),
        ),
      clear: () => {
        ctx.clearRect(0, 0, el.width, el.height)
        drawn = false
        onChange(false)
      },
    }
    return () => {
      el.removeEventListener('pointerdown', down)
      el.removeEventListener('pointermove', move)
      el.removeEventListener('pointerup', up)
      el.removeEventListener('pointercancel', up)
      padRef.current = null
    }
  }, [onChange, padRef])
  return (
    <div className="signature">
      <canvas
        ref={canvas}
        className="signature-pad"
        data-testid="signature-pad"
        aria-label={t`Sign here`}
        role="img"
      />
      <button type="button" className="link-button" onClick={() => padRef.current?.clear()}>
        {t`Clear the signature`}
      </button>
    </div>
  )
}
