import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { MapBlock } from '@/payload-types'
import { MAP_TILE_ORIGINS } from '@/platform/security/thirdParty'

import type { RenderContext } from '../shared/types'
import { parseMapTiles } from './mapTiles'
import { MapView } from './MapView'

const live: RenderContext = { builderMode: false, locale: 'sv', columnType: '1_1' }
const tiles = parseMapTiles(null, MAP_TILE_ORIGINS).tiles

const block: MapBlock = {
  blockType: 'map',
  title: 'Karta till vårt kontor',
  lat: 62.3908,
  lng: 17.3069,
  zoom: 14,
  pins: [
    {
      title: 'Kontor och verkstad',
      lat: 62.3908,
      lng: 17.3069,
      info: 'Verkstadsgatan 4\n852 34 Sundsvall',
    },
    // One tile-width (256 px at zoom 14) east of the centre.
    { title: 'Lager', lat: 62.3908, lng: 17.3069 + 360 / 2 ** 14 },
  ],
  grayscale: { desktop: 0, phone: 100 },
}

describe('map module rendered on the server', () => {
  it('names the map and lists its places with their info, line breaks kept', () => {
    const html = renderToStaticMarkup(<MapView block={block} context={live} tiles={tiles} />)
    expect(html).toContain(
      '<div class="map-canvas" role="region" aria-label="Karta till vårt kontor">',
    )
    expect(html).toContain('<ul class="map-places" aria-label="Platser på kartan">')
    expect(html).toContain('<strong class="map-place-title">Kontor och verkstad</strong>')
    expect(html).toContain('<span>Verkstadsgatan 4<br/></span><span>852 34 Sundsvall</span>')
    expect(html).toContain('<strong class="map-place-title">Lager</strong>')
  })

  it('draws each pin where Leaflet will, its tip at the projected point', () => {
    const html = renderToStaticMarkup(<MapView block={block} context={live} tiles={tiles} />)
    const positions = [...html.matchAll(/class="map-preview-pin"[^>]*style="([^"]+)"/g)].map(
      (m) => m[1],
    )
    expect(positions).toEqual([
      'left:calc(50% + -16px);top:calc(50% + -43px)',
      'left:calc(50% + 240px);top:calc(50% + -43px)',
    ])
    expect(html).toMatch(/<div class="map-preview" aria-hidden="true">/)
    expect(html).toContain('src="/map-marker.svg" alt="" width="46" height="43"')
  })

  it('offers the live map behind the consent placeholder and requests nothing from the tile host', () => {
    // Tiles are third-party content: until the visitor allows functional cookies, the server (and
    // every cached page) shows the consent placeholder naming the tile host; "Visa karta" follows.
    const html = renderToStaticMarkup(<MapView block={block} context={live} tiles={tiles} />)
    expect(html).toContain('data-consent-gate="functional"')
    expect(html).toContain('tile.openstreetmap.org')
    expect(html).toContain('>Tillåt funktionella</button>')
    expect(html).toContain('>Visa en gång</button>')
    expect(html).not.toMatch(/(src|href)="https?:/)
    expect(html).not.toContain('leaflet-')
  })

  it('shows only the preview when the tile source may not be loaded', () => {
    const html = renderToStaticMarkup(<MapView block={block} context={live} tiles={null} />)
    expect(html).not.toContain('Visa karta')
    expect(html).toContain('Kartan visas som en förenklad bild.')
    expect(html).toContain('map-preview-pin')
  })

  it('passes the grayscale per device to the stylesheet', () => {
    const html = renderToStaticMarkup(<MapView block={block} context={live} tiles={tiles} />)
    expect(html).toContain(
      'style="--map-grayscale:0%;--map-grayscale-tablet:0%;--map-grayscale-phone:100%"',
    )
  })

  it('calls an unnamed map "Karta" (English: "Map") and draws nothing without a place', () => {
    const unnamed = { ...block, title: null }
    expect(
      renderToStaticMarkup(<MapView block={unnamed} context={live} tiles={tiles} />),
    ).toContain('aria-label="Karta"')
    expect(
      renderToStaticMarkup(
        <MapView block={unnamed} context={{ ...live, locale: 'en' }} tiles={tiles} />,
      ),
    ).toContain('aria-label="Map"')
  })
})
