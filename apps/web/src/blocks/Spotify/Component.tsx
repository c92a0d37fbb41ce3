import './spotify.css'

import { ConsentGate } from '@/features/consent/ConsentGate'
import type { SpotifyBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { parseSpotifyUrl } from './parseSpotifyUrl'

/**
 * Spotify's player is third-party content: until the visitor allows functional cookies (or shows
 * it once) a placeholder of the player's height stands in, and no request goes to Spotify.
 */
export function SpotifyBlockComponent({
  block,
  context,
}: {
  block: SpotifyBlock
  context: RenderContext
}) {
  const embed = parseSpotifyUrl(block.url ?? '')
  return (
    <ModuleShell slug="spotify" settings={block.settings} context={context}>
      {embed ? (
        <div className="spotify-frame" style={{ minHeight: embed.height }}>
          <ConsentGate category="functional" service="Spotify" onceLabel="Visa spelaren en gång">
            <iframe
              className="spotify-player"
              src={embed.embedUrl}
              title={block.title}
              width="100%"
              height={embed.height}
              loading="lazy"
              allow="encrypted-media; fullscreen; picture-in-picture"
            />
          </ConsentGate>
        </div>
      ) : (
        <p className="video-missing">Spelaren är inte tillgänglig just nu.</p>
      )}
    </ModuleShell>
  )
}
