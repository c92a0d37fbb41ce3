import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import {
  NO_ZOOM,
  ZOOM_MAX_RATIO,
  clampScale,
  clampZoom,
  lightboxItem,
  panBounds,
  panBy,
  stepIndex,
  toggleZoom,
  zoomLimits,
  zoomStep,
  zoomTo,
} from './Lightbox.logic'

describe('lightbox', () => {
  it('moves to the next and previous image, wrapping around at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1)
    expect(stepIndex(2, 1, 3)).toBe(0)
    expect(stepIndex(0, -1, 3)).toBe(2)
    expect(stepIndex(0, 1, 0)).toBe(0)
  })

  it('turns image media into items with alt text and caption, and skips videos', () => {
    const image = {
      id: 1,
      url: '/a.jpg',
      mimeType: 'image/jpeg',
      width: 1200,
      height: 800,
      alt: 'Ett sågverk',
      caption: 'Sågverket',
    } as Media
    expect(lightboxItem(image)).toEqual({
      src: '/a.jpg',
      width: 1200,
      height: 800,
      alt: 'Ett sågverk',
      caption: 'Sågverket',
    })
    expect(lightboxItem(image, 'Egen bildtext')?.caption).toBe('Egen bildtext')
    expect(lightboxItem({ ...image, mimeType: 'video/mp4' } as Media)).toBeNull()
    expect(lightboxItem(7)).toBeNull()
  })
})

// A 800 × 500 image fitted into a 1000 × 600 frame.
const image = { width: 800, height: 500 }
const frame = { width: 1000, height: 600 }

describe('lightbox zoom (spec 9.4: maximum ratio 3)', () => {
  it('zooms between the fitted size and three times it, never beyond', () => {
    expect(ZOOM_MAX_RATIO).toBe(3)
    expect(clampScale(2)).toBe(2)
    expect(clampScale(3.01)).toBe(3)
    expect(clampScale(40)).toBe(3)
    expect(clampScale(0.4)).toBe(1)
    expect(clampScale(Number.NaN)).toBe(1)
    expect(clampScale(Number.POSITIVE_INFINITY)).toBe(1)
  })

  it('steps in by half the fitted size per key press and stops at 3', () => {
    let zoom = NO_ZOOM
    const scales: number[] = []
    for (let i = 0; i < 6; i++) {
      zoom = zoomStep(zoom, 1, image, frame)
      scales.push(zoom.scale)
    }
    expect(scales).toEqual([1.5, 2, 2.5, 3, 3, 3])
    expect(zoomLimits(zoom.scale)).toEqual({ canZoomIn: false, canZoomOut: true })
    for (let i = 0; i < 5; i++) zoom = zoomStep(zoom, -1, image, frame)
    expect(zoom).toEqual(NO_ZOOM)
    expect(zoomLimits(zoom.scale)).toEqual({ canZoomIn: true, canZoomOut: false })
  })

  it('lets a zoomed image move only until its edges meet the frame', () => {
    // At 2: 1600 × 1000 in a 1000 × 600 frame, 300 px of overflow each side and 200 px above and below.
    expect(panBounds(2, image, frame)).toEqual({ x: 300, y: 200 })
    // At 1.1 the image (880 × 550) still fits: it cannot move at all.
    expect(panBounds(1.1, image, frame)).toEqual({ x: 0, y: 0 })
    // Beyond the maximum the bounds are those of ratio 3.
    expect(panBounds(9, image, frame)).toEqual(panBounds(3, image, frame))
    const zoomed = { scale: 2, x: 0, y: 0 }
    expect(panBy(zoomed, 1000, -1000, image, frame)).toEqual({ scale: 2, x: 300, y: -200 })
    expect(panBy(zoomed, -120, 50, image, frame)).toEqual({ scale: 2, x: -120, y: 50 })
    expect(panBy(NO_ZOOM, 100, 100, image, frame)).toEqual(NO_ZOOM)
  })

  it('keeps the point under the pointer in place while zooming, within the bounds', () => {
    // Double click 100 px right of the centre: that image point stays under the pointer at ratio 3.
    const zoomed = toggleZoom(NO_ZOOM, image, frame, { x: 100, y: 0 })
    expect(zoomed).toEqual({ scale: 3, x: -200, y: 0 })
    // The point under the pointer (100 px right of centre) maps back to the same image point.
    expect((100 - zoomed.x) / zoomed.scale).toBeCloseTo(100 / 1)
    // A click near the edge cannot pull the image past its bounds (700 px at ratio 3).
    expect(toggleZoom(NO_ZOOM, image, frame, { x: -450, y: 290 })).toEqual({
      scale: 3,
      x: 700,
      y: -450,
    })
    // A second double click returns to the fitted image.
    expect(toggleZoom(zoomed, image, frame, { x: 0, y: 0 })).toEqual(NO_ZOOM)
  })

  it('pulls the pan back inside when zooming out and centres the fitted image', () => {
    const zoomed = { scale: 3, x: 700, y: 450 }
    const out = zoomTo(zoomed, 2, image, frame)
    expect(out.scale).toBe(2)
    expect(Math.abs(out.x)).toBeLessThanOrEqual(300)
    expect(Math.abs(out.y)).toBeLessThanOrEqual(200)
    expect(zoomTo(zoomed, 1, image, frame)).toEqual(NO_ZOOM)
    expect(clampZoom({ scale: 5, x: 9999, y: Number.NaN }, image, frame)).toEqual({
      scale: 3,
      x: 700,
      y: 0,
    })
  })
})
