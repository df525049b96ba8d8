import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

interface View {
  x: number
  y: number
  k: number
}

const MIN_ZOOM = 0.2
const MAX_ZOOM = 4
// A press that moves less than this is a tap (it selects a transition), not a pan.
const TAP_SLOP = 5

// The smallest zoom at which the state names can still be read on a phone.
const READABLE_ZOOM = 0.6
const MARGIN = 12
// The strip under a fitted drawing kept for the zoom buttons (.flows-zoom: 36 px high, 8 px from
// the edge), so that they never cover its last states.
const BUTTONS_ROOM = 52

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k))

/** Zooms by `factor` keeping the point (px, py) of the viewport where it is. */
function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor)
  const ratio = k / view.k
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }
}

/**
 * Pan and zoom for a drawing larger than the screen: drag or one finger pans, the wheel or two
 * fingers zoom, the buttons zoom and fit. Taps still reach the drawing.
 */
export function DiagramViewport({
  width,
  height,
  children,
}: {
  width: number
  height: number
  children: ReactNode
}) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 })
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const moved = useRef(0)

  const [boxHeight, setBoxHeight] = useState<number | null>(null)

  // Fit the width (not below a readable zoom: a wide gate is panned instead of shrunk to
  // nothing), and make the box as tall as the drawing needs, up to 60 % of the screen, with the
  // zoom buttons' strip below it.
  const fit = useCallback(() => {
    const el = box.current
    if (!el || width === 0) return
    const room = el.clientWidth - 2 * MARGIN
    const byWidth = Math.min(1.25, Math.max(READABLE_ZOOM, room / width))
    const frame = MARGIN + BUTTONS_ROOM
    const tall = Math.max(160, Math.min(window.innerHeight * 0.6, height * byWidth + frame))
    const k = Math.min(byWidth, (tall - frame) / height)
    setBoxHeight(tall)
    setView({ k, x: Math.max(MARGIN, (el.clientWidth - width * k) / 2), y: MARGIN })
  }, [width, height])
  useEffect(fit, [fit])

  useEffect(() => {
    const el = box.current
    if (!el) return
    // A listener React would register as passive could not keep the page from scrolling.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const rect = el.getBoundingClientRect()
      const factor = Math.exp(-e.deltaY * 0.0015)
      setView((v) => zoomAt(v, factor, e.clientX - rect.left, e.clientY - rect.top))
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [])

  const onPointerMove = (e: React.PointerEvent) => {
    const before = pointers.current.get(e.pointerId)
    if (!before) return
    const now = { x: e.clientX, y: e.clientY }
    const others = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId)
    pointers.current.set(e.pointerId, now)
    moved.current += Math.abs(now.x - before.x) + Math.abs(now.y - before.y)
    if (moved.current > TAP_SLOP) box.current?.setPointerCapture(e.pointerId)
    const other = others[0]?.[1]
    if (other) {
      const rect = box.current!.getBoundingClientRect()
      const factor =
        Math.hypot(now.x - other.x, now.y - other.y) /
        Math.max(1, Math.hypot(before.x - other.x, before.y - other.y))
      const mx = (now.x + other.x) / 2 - rect.left
      const my = (now.y + other.y) / 2 - rect.top
      setView((v) => zoomAt(v, factor, mx, my))
    } else setView((v) => ({ ...v, x: v.x + now.x - before.x, y: v.y + now.y - before.y }))
  }
  const release = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId)
    if (pointers.current.size === 0) moved.current = 0
  }

  const zoomBy = (factor: number) => {
    const el = box.current
    if (el) setView((v) => zoomAt(v, factor, el.clientWidth / 2, el.clientHeight / 2))
  }

  return (
    <div className="flows-viewport" style={boxHeight ? { height: boxHeight } : undefined}>
      <div
        ref={box}
        className="flows-canvas"
        onPointerDown={(e) => {
          pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
        }}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
      >
        <div
          className="flows-drawing"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}
        >
          {children}
        </div>
      </div>
      <div className="flows-zoom">
        <button type="button" onClick={() => zoomBy(1.25)} aria-label={t`Zoom in`}>
          +
        </button>
        <button type="button" onClick={() => zoomBy(0.8)} aria-label={t`Zoom out`}>
          −
        </button>
        <button type="button" onClick={fit}>{t`Fit`}</button>
      </div>
    </div>
  )
}
