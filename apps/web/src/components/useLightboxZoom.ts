'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import {
  NO_ZOOM,
  PAN_STEP_SHARE,
  type Point,
  type Size,
  type Zoom,
  panBy,
  toggleZoom,
  zoomStep,
  zoomTo,
} from './Lightbox.logic'

const SWIPE_MIN_PX = 50
/** Two taps this close in time and place are a double tap. */
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_PX = 30
/** A pointer that moved less than this between down and up tapped rather than dragged. */
const TAP_SLOP_PX = 10

type Gesture =
  | { kind: 'swipe' | 'pan'; start: Point; last: Point }
  | { kind: 'pinch'; startDistance: number; startMid: Point; startZoom: Zoom; focus: Point }

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/**
 * Zoom and pan of the lightbox image (the rules are in Lightbox.logic): pinch and drag on touch,
 * double click or double tap, and the keyboard and button steps. `itemKey` names the image shown:
 * another image starts fitted again. A horizontal swipe on a fitted image calls `onSwipe`.
 */
export function useLightboxZoom(itemKey: string, onSwipe: (step: 1 | -1) => void) {
  const stageRef = useRef<HTMLDivElement>(null)
  const imageRef = useRef<HTMLImageElement>(null)
  const [state, setState] = useState({ itemKey, zoom: NO_ZOOM })
  const [dragging, setDragging] = useState(false)
  const zoom = state.itemKey === itemKey ? state.zoom : NO_ZOOM
  const zoomRef = useRef(zoom)
  useEffect(() => {
    zoomRef.current = zoom
  })

  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture | null>(null)
  const lastTap = useRef<{ time: number; at: Point } | null>(null)
  const lastPointerType = useRef('')

  const measure = (): { image: Size; frame: Size } | null => {
    const stage = stageRef.current
    const image = imageRef.current
    if (!stage || !image) return null
    return {
      image: { width: image.offsetWidth, height: image.offsetHeight },
      frame: { width: stage.clientWidth, height: stage.clientHeight },
    }
  }

  const update = (change: (zoom: Zoom, image: Size, frame: Size) => Zoom) => {
    const sizes = measure()
    if (!sizes) return
    setState((prev) => ({
      itemKey,
      zoom: change(prev.itemKey === itemKey ? prev.zoom : NO_ZOOM, sizes.image, sizes.frame),
    }))
  }

  /** A viewport point relative to the stage's centre, where the fitted image's centre is. */
  const fromCentre = (clientX: number, clientY: number): Point => {
    const rect = stageRef.current?.getBoundingClientRect()
    if (!rect) return { x: 0, y: 0 }
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 }
  }

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()]
    if (!a || !b) return
    const mid = middle(a, b)
    gesture.current = {
      kind: 'pinch',
      startDistance: Math.max(1, distance(a, b)),
      startMid: mid,
      startZoom: zoomRef.current,
      focus: fromCentre(mid.x, mid.y),
    }
  }

  const startSingle = (at: Point) => {
    gesture.current = { kind: zoomRef.current.scale > 1 ? 'pan' : 'swipe', start: at, last: at }
  }

  const onTap = (at: Point) => {
    const now = performance.now()
    const previous = lastTap.current
    if (
      previous &&
      now - previous.time < DOUBLE_TAP_MS &&
      distance(previous.at, at) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null
      const focus = fromCentre(at.x, at.y)
      update((z, image, frame) => toggleZoom(z, image, frame, focus))
    } else {
      lastTap.current = { time: now, at }
    }
  }

  const stageProps = {
    ref: stageRef,
    onPointerDown: (event: React.PointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      lastPointerType.current = event.pointerType
      try {
        // Moves outside the stage still belong to the drag or pinch.
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // A pointer the browser no longer tracks cannot be captured; the gesture works without.
      }
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
      if (pointers.current.size === 2) startPinch()
      else if (pointers.current.size === 1) startSingle({ x: event.clientX, y: event.clientY })
      setDragging(true)
    },
    onPointerMove: (event: React.PointerEvent<HTMLDivElement>) => {
      if (!pointers.current.has(event.pointerId)) return
      const at = { x: event.clientX, y: event.clientY }
      pointers.current.set(event.pointerId, at)
      const g = gesture.current
      if (g?.kind === 'pinch') {
        const [a, b] = [...pointers.current.values()]
        if (!a || !b) return
        const mid = middle(a, b)
        const scale = g.startZoom.scale * (distance(a, b) / g.startDistance)
        update((_, image, frame) =>
          panBy(
            zoomTo(g.startZoom, scale, image, frame, g.focus),
            mid.x - g.startMid.x,
            mid.y - g.startMid.y,
            image,
            frame,
          ),
        )
      } else if (g?.kind === 'pan') {
        const dx = at.x - g.last.x
        const dy = at.y - g.last.y
        g.last = at
        update((z, image, frame) => panBy(z, dx, dy, image, frame))
      }
    },
    onPointerUp: (event: React.PointerEvent<HTMLDivElement>) => {
      if (!pointers.current.delete(event.pointerId)) return
      const g = gesture.current
      const at = { x: event.clientX, y: event.clientY }
      if (g?.kind === 'pinch') {
        // The finger left on the glass goes on moving the zoomed image.
        const rest = [...pointers.current.values()][0]
        if (rest) gesture.current = { kind: 'pan', start: rest, last: rest }
        else gesture.current = null
      } else if (g) {
        gesture.current = null
        const dx = at.x - g.start.x
        const dy = at.y - g.start.y
        if (g.kind === 'swipe' && Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
          onSwipe(dx < 0 ? 1 : -1)
        } else if (event.pointerType !== 'mouse' && Math.hypot(dx, dy) < TAP_SLOP_PX) {
          onTap(at)
        }
      }
      if (pointers.current.size === 0) setDragging(false)
    },
    onPointerCancel: (event: React.PointerEvent<HTMLDivElement>) => {
      pointers.current.delete(event.pointerId)
      gesture.current = null
      if (pointers.current.size === 0) setDragging(false)
    },
    onDoubleClick: (event: React.MouseEvent<HTMLDivElement>) => {
      // Touch and pen double taps are handled on pointer up (not every browser sends dblclick).
      if (lastPointerType.current !== 'mouse') return
      const focus = fromCentre(event.clientX, event.clientY)
      update((z, image, frame) => toggleZoom(z, image, frame, focus))
    },
  }

  return {
    zoom,
    dragging,
    stageProps,
    imageRef,
    /** The + and - keys and the zoom buttons. */
    step: (direction: 1 | -1) => update((z, image, frame) => zoomStep(z, direction, image, frame)),
    reset: () => update(() => NO_ZOOM),
    /** An arrow key while zoomed: the view moves that way, so the image moves the other way. */
    pan: (dx: -1 | 0 | 1, dy: -1 | 0 | 1) =>
      update((z, image, frame) =>
        panBy(
          z,
          -dx * frame.width * PAN_STEP_SHARE,
          -dy * frame.height * PAN_STEP_SHARE,
          image,
          frame,
        ),
      ),
  }
}
