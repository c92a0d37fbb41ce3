import { describe, expect, it } from 'vitest'

import {
  MARKER_ANCHOR,
  MARKER_IMAGE,
  MARKER_SIZE,
  MAX_LATITUDE,
  offsetFromCentre,
  worldPixel,
} from './mapGeometry'

describe('map marker (spec 9.5)', () => {
  it('is 46 x 43 pixels with its tip anchored at (16, 43)', () => {
    expect(MARKER_SIZE).toEqual({ width: 46, height: 43 })
    expect(MARKER_ANCHOR).toEqual({ x: 16, y: 43 })
    expect(MARKER_IMAGE).toBe('/map-marker.svg')
  })
})

describe('worldPixel (Web Mercator)', () => {
  it('puts the world in one 256 px tile at zoom 0, null island in its middle', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 })
    expect(worldPixel({ lat: 0, lng: -180 }, 0).x).toBe(0)
    expect(worldPixel({ lat: 0, lng: 180 }, 0).x).toBe(256)
    expect(worldPixel({ lat: MAX_LATITUDE, lng: 0 }, 0).y).toBeCloseTo(0, 6)
  })

  it('doubles with each zoom level', () => {
    const sundsvall = { lat: 62.3908, lng: 17.3069 }
    const z10 = worldPixel(sundsvall, 10)
    const z11 = worldPixel(sundsvall, 11)
    expect(z11.x).toBeCloseTo(z10.x * 2, 6)
    expect(z11.y).toBeCloseTo(z10.y * 2, 6)
  })

  it('clamps latitudes beyond the projection instead of returning infinity', () => {
    expect(worldPixel({ lat: 90, lng: 0 }, 3)).toEqual(worldPixel({ lat: MAX_LATITUDE, lng: 0 }, 3))
    expect(Number.isFinite(worldPixel({ lat: -90, lng: 0 }, 3).y)).toBe(true)
  })
})

describe('offsetFromCentre (static preview)', () => {
  const centre = { lat: 62.3908, lng: 17.3069 }

  it('puts a pin on the centre in the middle of the box', () => {
    expect(offsetFromCentre(centre, centre, 14)).toEqual({ x: 0, y: 0 })
  })

  it('moves one tile (256 px) east per 360/2^z degrees of longitude, and north upward', () => {
    const zoom = 12
    const east = offsetFromCentre(
      { lat: centre.lat, lng: centre.lng + 360 / 2 ** zoom },
      centre,
      zoom,
    )
    expect(east).toEqual({ x: 256, y: 0 })
    const north = offsetFromCentre({ lat: centre.lat + 0.01, lng: centre.lng }, centre, zoom)
    expect(north.x).toBe(0)
    expect(north.y).toBeLessThan(0)
  })

  it('rounds to hundredths of a pixel', () => {
    const { x, y } = offsetFromCentre({ lat: 62.39312, lng: 17.28861 }, centre, 15)
    expect(Math.round(x * 100) / 100).toBe(x)
    expect(Math.round(y * 100) / 100).toBe(y)
  })
})
