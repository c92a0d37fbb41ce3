/**
 * The map's geometry, shared by the server-rendered preview and the Leaflet map so that a pin sits
 * on the same pixel before and after the visitor chooses to load the map.
 */

/** Spec 9.5: the marker image is 46 x 43 pixels… */
export const MARKER_SIZE = { width: 46, height: 43 } as const
/** …and its tip, the point that sits on the coordinate, is 16 px from the left at the bottom edge. */
export const MARKER_ANCHOR = { x: 16, y: 43 } as const
/** The project's own pin, drawn to those measures (apps/web/public/map-marker.svg). */
export const MARKER_IMAGE = '/map-marker.svg'

/** Web Mercator tiles are 256 px squares; zoom z has 2^z of them across the world. */
export const TILE_SIZE = 256

/** Beyond this latitude Web Mercator goes to infinity; Leaflet clamps to the same value. */
export const MAX_LATITUDE = 85.0511287798

export type LatLng = { lat: number; lng: number }
export type Point = { x: number; y: number }

/**
 * A coordinate's position in world pixels at a zoom level (spherical Web Mercator, the projection
 * of OpenStreetMap's tiles and Leaflet's default CRS): x grows eastward from the antimeridian, y
 * southward from the top of the world.
 */
export function worldPixel({ lat, lng }: LatLng, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom
  const clamped = Math.max(Math.min(lat, MAX_LATITUDE), -MAX_LATITUDE)
  const sin = Math.sin((clamped * Math.PI) / 180)
  return {
    x: (scale * (lng + 180)) / 360,
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  }
}

/**
 * Where a pin lies relative to the centre of a map centred on `centre` at `zoom`, in CSS pixels:
 * the static preview puts the pin's tip at `50% + x` across and `50% + y` down its box, which is
 * where Leaflet will draw it in a box of the same size.
 */
export function offsetFromCentre(pin: LatLng, centre: LatLng, zoom: number): Point {
  const p = worldPixel(pin, zoom)
  const c = worldPixel(centre, zoom)
  return { x: round2(p.x - c.x), y: round2(p.y - c.y) }
}

/** Two decimals: sub-pixel precision without long numbers in the page. */
const round2 = (n: number) => Math.round(n * 100) / 100
