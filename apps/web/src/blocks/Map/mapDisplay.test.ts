import { describe, expect, it } from 'vitest'

import {
  DEFAULT_ZOOM,
  grayscaleByDevice,
  grayscaleVars,
  mapInteraction,
  mapPins,
  mapView,
} from './mapDisplay'

describe('grayscale per device', () => {
  it('lets tablet inherit desktop and phone inherit tablet', () => {
    expect(grayscaleByDevice({ desktop: 100 })).toEqual({ desktop: 100, tablet: 100, phone: 100 })
    expect(grayscaleByDevice({ desktop: 0, tablet: 60 })).toEqual({
      desktop: 0,
      tablet: 60,
      phone: 60,
    })
    expect(grayscaleByDevice({ phone: 30 })).toEqual({ desktop: 0, tablet: 0, phone: 30 })
    expect(grayscaleByDevice(null)).toEqual({ desktop: 0, tablet: 0, phone: 0 })
  })

  it('clamps to 0–100 and ignores values that are not numbers', () => {
    expect(grayscaleByDevice({ desktop: 150, tablet: -20, phone: Number.NaN })).toEqual({
      desktop: 100,
      tablet: 0,
      phone: 0,
    })
  })

  it('hands the three values to the stylesheet as custom properties', () => {
    expect(grayscaleVars({ desktop: 100, phone: 0 })).toEqual({
      '--map-grayscale': '100%',
      '--map-grayscale-tablet': '100%',
      '--map-grayscale-phone': '0%',
    })
  })
})

describe('mapInteraction', () => {
  it('zooms with the mouse wheel only when allowed (default on)', () => {
    expect(mapInteraction({}, { touch: false }).scrollWheelZoom).toBe(true)
    expect(mapInteraction({ scrollWheelZoom: false }, { touch: false }).scrollWheelZoom).toBe(false)
    expect(mapInteraction({ scrollWheelZoom: null }, { touch: false }).scrollWheelZoom).toBe(true)
  })

  it('turns dragging off only on touch devices with mobile dragging off', () => {
    expect(mapInteraction({ mobileDragging: false }, { touch: true }).dragging).toBe(false)
    expect(mapInteraction({ mobileDragging: false }, { touch: false }).dragging).toBe(true)
    expect(mapInteraction({ mobileDragging: true }, { touch: true }).dragging).toBe(true)
    expect(mapInteraction({}, { touch: true }).dragging).toBe(true)
  })
})

describe('pins and view', () => {
  it('keeps pins with a title and coordinates on the map, info trimmed', () => {
    expect(
      mapPins([
        { lat: 62.39, lng: 17.3, title: ' Kontoret ', info: ' Verkstadsgatan 4 \n ' },
        { lat: 62.4, lng: 17.3, title: '' },
        { lat: 91, lng: 17.3, title: 'Utanför' },
        { lat: 62.4, lng: null, title: 'Saknar longitud' },
        { lat: 62.4, lng: 17.2, title: 'Lager', info: '' },
      ]),
    ).toEqual([
      { lat: 62.39, lng: 17.3, title: 'Kontoret', info: 'Verkstadsgatan 4' },
      { lat: 62.4, lng: 17.2, title: 'Lager', info: null },
    ])
    expect(mapPins(null)).toEqual([])
  })

  it('opens at the centre and zoom set, clamped to 1–18', () => {
    expect(mapView({ lat: 62.39, lng: 17.3, zoom: 22 }, [])).toEqual({
      centre: { lat: 62.39, lng: 17.3 },
      zoom: 18,
    })
    expect(mapView({ lat: 62.39, lng: 17.3, zoom: 0 }, [])?.zoom).toBe(1)
    expect(mapView({ lat: 62.39, lng: 17.3, zoom: null }, [])?.zoom).toBe(DEFAULT_ZOOM)
  })

  it('centres on the first pin without a centre, and draws nothing with neither', () => {
    const pins = mapPins([{ lat: 63.83, lng: 20.26, title: 'Umeå' }])
    expect(mapView({ zoom: 12 }, pins)).toEqual({ centre: { lat: 63.83, lng: 20.26 }, zoom: 12 })
    expect(mapView({ zoom: 12 }, [])).toBeNull()
  })
})
