import type { Media } from '@/payload-types'
import { LIBRARY_DEFAULTS } from '@/ui/carousel/speeds'

/** One image in the lightbox: the full-size file, its alt text and its caption. */
export type LightboxItem = {
  src: string
  width: number
  height: number
  alt: string
  caption?: string | null
}

/** Steps through the items, wrapping around at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  return count ? (((index + step) % count) + count) % count : 0
}

/** A populated image media document as a lightbox item; null for ids, videos and missing files. */
export function lightboxItem(
  media: Media | number | null | undefined,
  caption?: string | null,
): LightboxItem | null {
  if (!media || typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image/'))
    return null
  return {
    src: media.url,
    width: media.width ?? 1200,
    height: media.height ?? 800,
    alt: media.alt ?? '',
    caption: caption ?? media.caption ?? null,
  }
}

/** The zoom of the image in the lightbox: a scale about the image's centre and a pan offset in px. */
export type Zoom = { scale: number; x: number; y: number }
/** A width and a height in CSS pixels. */
export type Size = { width: number; height: number }
/** A point in px relative to the centre of the frame (the image's centre before any pan). */
export type Point = { x: number; y: number }

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 }
/** Spec 9.4: the site's image viewers zoom to at most three times the fitted size (Swiper's maxRatio). */
export const ZOOM_MAX_RATIO = LIBRARY_DEFAULTS.zoomMaxRatio
/** One press of + or - (or of the zoom buttons): 1 → 1.5 → 2 → 2.5 → 3. */
export const ZOOM_STEP = 0.5
/** One press of an arrow key while zoomed moves the image by this share of the frame. */
export const PAN_STEP_SHARE = 0.1

/** A scale between the fitted size (1) and the maximum ratio; anything unusable is the fitted size. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1
  return Math.min(ZOOM_MAX_RATIO, Math.max(1, scale))
}

/**
 * How far the image may be moved each way at a scale: until its edge meets the frame's edge, so no
 * empty band opens beside a zoomed image; 0 along an axis where the scaled image still fits.
 */
export function panBounds(scale: number, image: Size, frame: Size): Point {
  const s = clampScale(scale)
  return {
    x: Math.max(0, (image.width * s - frame.width) / 2),
    y: Math.max(0, (image.height * s - frame.height) / 2),
  }
}

const clampTo = (value: number, bound: number) =>
  Number.isFinite(value) ? Math.min(bound, Math.max(-bound, value)) : 0

/** The zoom with its scale in range and its pan inside the bounds of that scale. */
export function clampZoom(zoom: Zoom, image: Size, frame: Size): Zoom {
  const scale = clampScale(zoom.scale)
  if (scale === 1) return NO_ZOOM
  const bounds = panBounds(scale, image, frame)
  return { scale, x: clampTo(zoom.x, bounds.x), y: clampTo(zoom.y, bounds.y) }
}

/**
 * Zooms to a scale keeping the image point under `focus` (a pointer, the middle of a pinch; the frame's
 * centre for keys and buttons) where it is, then clamps.
 */
export function zoomTo(
  zoom: Zoom,
  scale: number,
  image: Size,
  frame: Size,
  focus: Point = { x: 0, y: 0 },
): Zoom {
  const from = clampScale(zoom.scale)
  const to = clampScale(scale)
  const ratio = to / from
  return clampZoom(
    { scale: to, x: focus.x - (focus.x - zoom.x) * ratio, y: focus.y - (focus.y - zoom.y) * ratio },
    image,
    frame,
  )
}

/** One step in (1) or out (-1) about the frame's centre: the + and - keys and the zoom buttons. */
export function zoomStep(zoom: Zoom, direction: 1 | -1, image: Size, frame: Size): Zoom {
  return zoomTo(zoom, zoom.scale + direction * ZOOM_STEP, image, frame)
}

/** A double click or double tap: all the way in at that point, or back to the fitted image. */
export function toggleZoom(zoom: Zoom, image: Size, frame: Size, focus: Point): Zoom {
  return zoom.scale > 1 ? NO_ZOOM : zoomTo(zoom, ZOOM_MAX_RATIO, image, frame, focus)
}

/** Moves a zoomed image by a pointer drag or an arrow key; a fitted image does not move. */
export function panBy(zoom: Zoom, dx: number, dy: number, image: Size, frame: Size): Zoom {
  return clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, image, frame)
}

/** Whether the zoom-in and zoom-out controls can do anything at this scale. */
export function zoomLimits(scale: number): { canZoomIn: boolean; canZoomOut: boolean } {
  const s = clampScale(scale)
  return { canZoomIn: s < ZOOM_MAX_RATIO, canZoomOut: s > 1 }
}
