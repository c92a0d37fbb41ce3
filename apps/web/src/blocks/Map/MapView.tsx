import { ConsentGate } from '@/features/consent/ConsentGate'
import type { MapBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { MapLoader } from './lazy.client'
import { grayscaleVars, mapLabels, mapPins, mapView, type MapPin } from './mapDisplay'
import {
  MARKER_ANCHOR,
  MARKER_IMAGE,
  MARKER_SIZE,
  offsetFromCentre,
  type LatLng,
} from './mapGeometry'
import { attributionHtml, type MapTiles } from './mapTiles'

/** An info text's lines, with the editor's line breaks kept. */
function InfoLines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/)
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      {i < lines.length - 1 ? <br /> : null}
    </span>
  ))
}

/**
 * The map without tiles: a neutral box with each pin drawn where Leaflet will draw it (the pin's
 * tip projected from the centre, spec 9.5's anchor subtracted). Decorative; the list below the map
 * carries the same places as text.
 */
function StaticPreview({ pins, centre, zoom }: { pins: MapPin[]; centre: LatLng; zoom: number }) {
  return (
    <div className="map-preview" aria-hidden="true">
      {pins.map((pin, i) => {
        const offset = offsetFromCentre(pin, centre, zoom)
        return (
          // eslint-disable-next-line @next/next/no-img-element -- a fixed 46 x 43 vector of our own
          <img
            key={i}
            className="map-preview-pin"
            src={MARKER_IMAGE}
            alt=""
            width={MARKER_SIZE.width}
            height={MARKER_SIZE.height}
            style={{
              left: `calc(50% + ${offset.x - MARKER_ANCHOR.x}px)`,
              top: `calc(50% + ${offset.y - MARKER_ANCHOR.y}px)`,
            }}
          />
        )
      })}
    </div>
  )
}

/**
 * The map module as the server renders it (spec 3.6): the static preview with a 'Visa karta'
 * button when the site's tiles may be loaded (`tiles`), and the list of places. Leaflet and the
 * tiles load only after the button is pressed; until then the page makes no third-party request.
 */
export function MapView({
  block,
  context,
  tiles,
}: {
  block: MapBlock
  context: RenderContext
  tiles: MapTiles | null
}) {
  const t = mapLabels[context.locale]
  const pins = mapPins(block.pins)
  const view = mapView(block, pins)
  const name = block.title?.trim() || t.map
  return (
    <ModuleShell slug="map" settings={block.settings} context={context} linkLabel={name}>
      <div className="map" style={grayscaleVars(block.grayscale)}>
        {view ? (
          <div className="map-canvas" role="region" aria-label={name}>
            <StaticPreview pins={pins} centre={view.centre} zoom={view.zoom} />
            {tiles ? (
              // Tiles are third-party images: the 'Visa karta' button appears once the visitor
              // allows functional cookies (or chooses to show this map once).
              <ConsentGate
                category="functional"
                service={tiles.host}
                onceLabel="Visa en gång"
                className="map-consent-gate"
              >
                <MapLoader
                  centre={view.centre}
                  zoom={view.zoom}
                  pins={pins}
                  scrollWheelZoom={block.scrollWheelZoom !== false}
                  mobileDragging={block.mobileDragging !== false}
                  tiles={{
                    urlTemplate: tiles.urlTemplate,
                    subdomains: tiles.subdomains,
                    attribution: attributionHtml(tiles),
                  }}
                  labels={{
                    show: t.show,
                    loading: t.loading,
                    failed: t.failed,
                    note: t.preview(tiles.host),
                    mapHelp: t.mapHelp,
                    close: t.close,
                    zoomIn: t.zoomIn,
                    zoomOut: t.zoomOut,
                  }}
                />
              </ConsentGate>
            ) : (
              <p className="map-note">{t.noTiles}</p>
            )}
          </div>
        ) : null}
        {pins.length ? (
          <ul className="map-places" aria-label={t.places}>
            {pins.map((pin, i) => (
              <li key={i} className="map-place">
                <strong className="map-place-title">{pin.title}</strong>
                {pin.info ? (
                  <span className="map-place-info">
                    <InfoLines text={pin.info} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </ModuleShell>
  )
}
