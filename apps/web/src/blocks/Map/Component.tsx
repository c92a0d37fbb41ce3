import './map.css'

import type { MapBlock } from '@/payload-types'
import { getSiteSettings } from '@/platform/queries'
import { mapTileOriginsFromEnv } from '@/platform/security/headers'

import type { RenderContext } from '../shared/types'
import { parseMapTiles } from './mapTiles'
import { MapView } from './MapView'

/**
 * The map module (spec 3.6, 9.5). The tile source is a site setting; a source the
 * Content-Security-Policy would block is not offered (the map stays a static preview), and in the
 * editor's preview the reason is shown.
 */
export async function MapBlockComponent({
  block,
  context,
}: {
  block: MapBlock
  context: RenderContext
}) {
  const settings = await getSiteSettings()
  const parsed = parseMapTiles(settings.map, mapTileOriginsFromEnv(process.env))
  return (
    <>
      <MapView block={block} context={context} tiles={parsed.tiles} />
      {context.builderMode && !parsed.tiles ? (
        <p className="map-editor-note" role="note">
          {parsed.reason}
        </p>
      ) : null}
    </>
  )
}
