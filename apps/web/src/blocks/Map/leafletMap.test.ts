// @vitest-environment jsdom
import L from 'leaflet'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { mountLeafletMap, type LeafletMapOptions } from './leafletMap'
import { MARKER_ANCHOR, MARKER_SIZE, worldPixel } from './mapGeometry'

const options: LeafletMapOptions = {
  centre: { lat: 62.3908, lng: 17.3069 },
  zoom: 14,
  pins: [
    { lat: 62.3908, lng: 17.3069, title: 'Kontor', info: 'Verkstadsgatan 4\n852 34 Sundsvall' },
    { lat: 62.4012, lng: 17.2811, title: 'Lager', info: null },
  ],
  scrollWheelZoom: false,
  mobileDragging: false,
  tiles: {
    urlTemplate: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    subdomains: ['a', 'b', 'c'],
    attribution:
      '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap-bidragsgivare</a>',
  },
  labels: { close: 'Stäng', zoomIn: 'Zooma in', zoomOut: 'Zooma ut' },
}

let coarsePointer = false
let el: HTMLElement
let mounted: ReturnType<typeof mountLeafletMap> | undefined

beforeEach(() => {
  coarsePointer = false
  // jsdom has no matchMedia; the map asks it whether the pointer is a finger.
  window.matchMedia = ((query: string) => ({
    matches: query === '(pointer: coarse)' && coarsePointer,
    media: query,
  })) as typeof window.matchMedia
  el = document.createElement('div')
  document.body.append(el)
})

afterEach(() => {
  mounted?.remove()
  mounted = undefined
  el.remove()
})

const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
const pins = () => [...el.querySelectorAll<HTMLElement>('.leaflet-marker-icon')]

describe('the Leaflet map', () => {
  it('agrees with our projection, so the static preview puts pins where Leaflet does', () => {
    for (const [lat, lng, zoom] of [
      [62.3908, 17.3069, 14],
      [-33.86, 151.21, 9],
      [0, 0, 0],
    ] as const) {
      const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom)
      const ours = worldPixel({ lat, lng }, zoom)
      expect(ours.x).toBeCloseTo(leaflet.x, 6)
      expect(ours.y).toBeCloseTo(leaflet.y, 6)
    }
  })

  it('draws the pins as named buttons in the tab order with the 46 x 43 marker anchored at (16, 43)', () => {
    mounted = mountLeafletMap(el, options)
    expect(el.classList.contains('leaflet-container')).toBe(true)
    expect(pins().map((p) => [p.getAttribute('alt'), p.tabIndex, p.getAttribute('role')])).toEqual([
      ['Kontor', 0, 'button'],
      ['Lager', 0, 'button'],
    ])
    const icon = pins()[0]!
    expect(icon.getAttribute('src')).toBe('/map-marker.svg')
    expect([icon.style.width, icon.style.height]).toEqual([
      `${MARKER_SIZE.width}px`,
      `${MARKER_SIZE.height}px`,
    ])
    expect([icon.style.marginLeft, icon.style.marginTop]).toEqual([
      `-${MARKER_ANCHOR.x}px`,
      `-${MARKER_ANCHOR.y}px`,
    ])
    expect(el.querySelector('.leaflet-control-zoom-in')?.getAttribute('aria-label')).toBe(
      'Zooma in',
    )
    expect(el.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      '© OpenStreetMap-bidragsgivare',
    )
  })

  it('opens the info window with Enter or Space, moves focus into it and closes it with Escape', () => {
    mounted = mountLeafletMap(el, options)
    const [office, store] = pins()
    office!.focus()
    expect(key(office!, 'Enter')).toBe(false)
    const popup = el.querySelector('.leaflet-popup')!
    expect(popup.getAttribute('role')).toBe('dialog')
    expect(popup.getAttribute('aria-label')).toBe('Kontor')
    expect(popup.querySelector('.map-popup')?.innerHTML).toBe(
      '<p class="map-popup-title">Kontor</p><p>Verkstadsgatan 4<br>852 34 Sundsvall</p>',
    )
    expect(popup.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label')).toBe(
      'Stäng',
    )
    expect(office!.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(popup.querySelector('.map-popup'))

    key(document.activeElement!, 'Escape')
    expect(el.querySelector('.leaflet-popup .map-popup-title')?.textContent ?? null).toBeNull()
    expect(office!.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(office)

    store!.focus()
    key(store!, ' ')
    expect(el.querySelector('.leaflet-popup .map-popup-title')?.textContent).toBe('Lager')
    expect(store!.getAttribute('aria-expanded')).toBe('true')
  })

  it("returns focus to the pin when the window's close button closes it", () => {
    mounted = mountLeafletMap(el, options)
    const office = pins()[0]!
    key(office, 'Enter')
    const close = el.querySelector<HTMLElement>('.leaflet-popup-close-button')!
    close.focus()
    close.click()
    expect(el.querySelector('.leaflet-popup .map-popup')).toBeNull()
    expect(document.activeElement).toBe(office)
  })

  it('honours the mouse-wheel switch', () => {
    mounted = mountLeafletMap(el, options)
    expect(mounted.map.scrollWheelZoom.enabled()).toBe(false)
    mounted.remove()
    mounted = mountLeafletMap(el, { ...options, scrollWheelZoom: true })
    expect(mounted.map.scrollWheelZoom.enabled()).toBe(true)
  })

  it('turns dragging off on touch devices only when mobile dragging is off', () => {
    mounted = mountLeafletMap(el, options)
    expect(mounted.map.dragging.enabled()).toBe(true)
    mounted.remove()
    coarsePointer = true
    mounted = mountLeafletMap(el, options)
    expect(mounted.map.dragging.enabled()).toBe(false)
    mounted.remove()
    mounted = mountLeafletMap(el, { ...options, mobileDragging: true })
    expect(mounted.map.dragging.enabled()).toBe(true)
  })

  it('hides tiles that fail to load instead of showing broken images', () => {
    mounted = mountLeafletMap(el, options)
    const tile = el.querySelector<HTMLImageElement>('img.leaflet-tile')!
    expect(tile.src).toMatch(/^https:\/\/[abc]\.tile\.openstreetmap\.org\/14\/\d+\/\d+\.png$/)
    tile.dispatchEvent(new Event('error'))
    expect(tile.style.visibility).toBe('hidden')
  })
})
