import type { Device } from '../shared/moduleSettings'
import type { LatLng } from './mapGeometry'
import { MAX_LATITUDE } from './mapGeometry'

/** Zoom levels the module offers: 1 (a continent) to 18 (a building), as OpenStreetMap's tiles do. */
export const MIN_ZOOM = 1
export const MAX_ZOOM = 18
export const DEFAULT_ZOOM = 13

export type MapPin = LatLng & { title: string; info: string | null }

type PinData = {
  lat?: number | null
  lng?: number | null
  title?: string | null
  info?: string | null
}

const isLatitude = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= MAX_LATITUDE
const isLongitude = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= 180

/** The pins a map shows: those with a title and coordinates on the map; anything else is skipped. */
export function mapPins(pins: readonly PinData[] | null | undefined): MapPin[] {
  const out: MapPin[] = []
  for (const pin of pins ?? []) {
    const title = pin.title?.trim()
    if (!title || !isLatitude(pin.lat) || !isLongitude(pin.lng)) continue
    out.push({ lat: pin.lat, lng: pin.lng, title, info: pin.info?.trim() || null })
  }
  return out
}

/**
 * The centre and zoom the map opens at. Without a valid centre it centres on its first pin, so a
 * map is never drawn around the Gulf of Guinea by accident; null when there is nothing to show.
 */
export function mapView(
  data: { lat?: number | null; lng?: number | null; zoom?: number | null },
  pins: readonly MapPin[],
): { centre: LatLng; zoom: number } | null {
  const zoom =
    typeof data.zoom === 'number' && Number.isFinite(data.zoom)
      ? Math.min(Math.max(Math.round(data.zoom), MIN_ZOOM), MAX_ZOOM)
      : DEFAULT_ZOOM
  if (isLatitude(data.lat) && isLongitude(data.lng)) {
    return { centre: { lat: data.lat, lng: data.lng }, zoom }
  }
  const first = pins[0]
  return first ? { centre: { lat: first.lat, lng: first.lng }, zoom } : null
}

export type GrayscaleData = Partial<Record<Device, number | null>> | null | undefined

/**
 * How grey the tiles are per device, in percent (spec 3.6: grayscale is settable per device). An
 * empty tablet value takes the desktop's and an empty phone value the tablet's, as the module's
 * other per-device settings do; values are clamped to 0–100 and a missing desktop value is 0.
 */
export function grayscaleByDevice(data: GrayscaleData): Record<Device, number> {
  const pick = (device: Device) => {
    const v = data?.[device]
    return typeof v === 'number' && Number.isFinite(v)
      ? Math.min(Math.max(Math.round(v), 0), 100)
      : undefined
  }
  const desktop = pick('desktop') ?? 0
  const tablet = pick('tablet') ?? desktop
  const phone = pick('phone') ?? tablet
  return { desktop, tablet, phone }
}

/**
 * The grayscale as CSS custom properties for the module's style attribute; map.css picks the
 * device's value with the site's breakpoints (tablet 768–980 px, phone 767 px and below).
 */
export function grayscaleVars(data: GrayscaleData): Record<string, string> {
  const g = grayscaleByDevice(data)
  return {
    '--map-grayscale': `${g.desktop}%`,
    '--map-grayscale-tablet': `${g.tablet}%`,
    '--map-grayscale-phone': `${g.phone}%`,
  }
}

export type MapInteractionSettings = {
  scrollWheelZoom?: boolean | null
  mobileDragging?: boolean | null
}

/**
 * Leaflet's interaction options from the module's switches (spec 3.6): the mouse wheel zooms only
 * when allowed, and on a touch device the map can be dragged only when mobile dragging is on (one
 * finger then scrolls the page instead). Both default to on.
 */
export function mapInteraction(
  settings: MapInteractionSettings,
  device: { touch: boolean },
): { scrollWheelZoom: boolean; dragging: boolean } {
  return {
    scrollWheelZoom: settings.scrollWheelZoom !== false,
    dragging: !device.touch || settings.mobileDragging !== false,
  }
}

/** The module's texts, Swedish first. */
export const mapLabels = {
  sv: {
    map: 'Karta',
    show: 'Visa karta',
    loading: 'Kartan laddas …',
    failed: 'Kartan kunde inte laddas. Platserna finns i listan under kartan.',
    preview: (host: string) =>
      `Kartbilderna hämtas från ${host} först när du väljer att visa kartan.`,
    noTiles: 'Kartan visas som en förenklad bild.',
    places: 'Platser på kartan',
    mapHelp: 'Kartvy. Flytta med piltangenterna, zooma med plus och minus.',
    close: 'Stäng',
    zoomIn: 'Zooma in',
    zoomOut: 'Zooma ut',
  },
  en: {
    map: 'Map',
    show: 'Show map',
    loading: 'Loading the map …',
    failed: 'The map could not be loaded. The places are listed below the map.',
    preview: (host: string) =>
      `Map images are loaded from ${host} only once you choose to show the map.`,
    noTiles: 'The map is shown as a simplified picture.',
    places: 'Places on the map',
    mapHelp: 'Map view. Pan with the arrow keys, zoom with plus and minus.',
    close: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
} as const

export type MapLabels = (typeof mapLabels)['sv'] | (typeof mapLabels)['en']
