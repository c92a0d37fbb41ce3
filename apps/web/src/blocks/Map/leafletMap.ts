// Imported dynamically by MapLoader once the visitor asks for the map, so Leaflet's code and
// stylesheet travel in their own chunk and are in no page's first load.
import 'leaflet/dist/leaflet.css'

import L from 'leaflet'

import { mapInteraction, type MapPin } from './mapDisplay'
import { MARKER_ANCHOR, MARKER_IMAGE, MARKER_SIZE, type LatLng } from './mapGeometry'

export type LeafletMapOptions = {
  centre: LatLng
  zoom: number
  pins: MapPin[]
  scrollWheelZoom: boolean
  mobileDragging: boolean
  /** The site's tile source; `attribution` is HTML, already escaped (mapTiles.attributionHtml). */
  tiles: { urlTemplate: string; subdomains: string[]; attribution: string }
  labels: { close: string; zoomIn: string; zoomOut: string }
}

/** Zoom levels Leaflet may reach with its buttons and keys; OpenStreetMap draws up to 19. */
const MAX_ZOOM = 19

/** The info window's content: the pin's title and its text, line breaks kept, built as text nodes. */
function infoWindow(pin: MapPin): HTMLElement {
  const box = document.createElement('div')
  box.className = 'map-popup'
  box.tabIndex = -1
  const title = document.createElement('p')
  title.className = 'map-popup-title'
  title.textContent = pin.title
  box.append(title)
  if (pin.info) {
    const text = document.createElement('p')
    pin.info.split(/\r?\n/).forEach((line, i) => {
      if (i > 0) text.append(document.createElement('br'))
      text.append(line)
    })
    box.append(text)
  }
  return box
}

/**
 * Draws the map in `el`; `remove` takes it away again. Pins are buttons in the tab order
 * (Leaflet's `keyboard` option); Enter or Space opens a pin's info window and moves focus into it,
 * Escape closes it and returns focus to the pin, as does the window's close button. The mouse-wheel
 * and touch-dragging switches apply (mapInteraction); tiles that fail to load are hidden, so the
 * pins and info windows work on the neutral background without them.
 */
export function mountLeafletMap(
  el: HTMLElement,
  options: LeafletMapOptions,
): { map: L.Map; remove: () => void } {
  const touch = L.Browser.mobile || window.matchMedia('(pointer: coarse)').matches
  const map = L.map(el, {
    center: [options.centre.lat, options.centre.lng],
    zoom: options.zoom,
    maxZoom: MAX_ZOOM,
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
    ...mapInteraction(options, { touch }),
  })
  L.control
    .zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut })
    .addTo(map)
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map)
  L.tileLayer(options.tiles.urlTemplate, {
    subdomains: options.tiles.subdomains,
    attribution: options.tiles.attribution,
    maxZoom: MAX_ZOOM,
  })
    .on('tileerror', (event) => {
      event.tile.style.visibility = 'hidden'
    })
    .addTo(map)

  const icon = L.icon({
    iconUrl: MARKER_IMAGE,
    iconSize: [MARKER_SIZE.width, MARKER_SIZE.height],
    iconAnchor: [MARKER_ANCHOR.x, MARKER_ANCHOR.y],
    // The window's tip points at the top of the pin's head.
    popupAnchor: [0, -MARKER_ANCHOR.y + 2],
  })

  let openPin: L.Marker | null = null
  for (const pin of options.pins) {
    const marker = L.marker([pin.lat, pin.lng], {
      icon,
      alt: pin.title,
      title: pin.title,
      keyboard: true,
      riseOnHover: true,
    })
    marker.bindPopup(infoWindow(pin), { closeOnEscapeKey: false, autoPanPadding: [16, 16] })
    marker.addTo(map)
    const pinEl = marker.getElement()!
    pinEl.setAttribute('aria-expanded', 'false')
    pinEl.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      // Also keeps Leaflet's own Enter handling (keypress) from toggling the window shut again.
      event.preventDefault()
      marker.openPopup()
    })
    marker.on('popupopen', (event) => {
      openPin = marker
      pinEl.setAttribute('aria-expanded', 'true')
      const windowEl = event.popup.getElement()
      if (!windowEl) return
      windowEl.setAttribute('role', 'dialog')
      windowEl.setAttribute('aria-label', pin.title)
      windowEl
        .querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', options.labels.close)
      windowEl.querySelector<HTMLElement>('.map-popup')?.focus({ preventScroll: true })
    })
    marker.on('popupclose', (event) => {
      if (openPin === marker) openPin = null
      pinEl.setAttribute('aria-expanded', 'false')
      // Focus was in the window (still fading out) or was dropped with it: give it back to the pin.
      const active = document.activeElement
      const windowEl = event.popup.getElement()
      if (!active || active === document.body || windowEl?.contains(active)) {
        pinEl.focus({ preventScroll: true })
      }
    })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    if (event.key === 'Escape' && openPin) {
      event.preventDefault()
      event.stopPropagation()
      const pin = openPin
      pin.closePopup()
      pin.getElement()?.focus({ preventScroll: true })
    } else if (event.key === ' ' && target.classList.contains('leaflet-popup-close-button')) {
      // The close control is a link with role="button"; buttons also answer Space.
      event.preventDefault()
      map.closePopup()
    }
  }
  el.addEventListener('keydown', onKeyDown)

  return {
    map,
    remove: () => {
      el.removeEventListener('keydown', onKeyDown)
      map.remove()
    },
  }
}
