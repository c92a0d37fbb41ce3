import { ConsentGate } from '@/features/consent/ConsentGate'
import type { Media, VideoBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { parseVideoUrl, videoServiceName } from './parseVideoUrl'
import { VideoFacade } from './lazy.client'

function posterUrl(poster: VideoBlock['poster']): string | undefined {
  if (!poster || typeof poster !== 'object') return undefined
  return (poster as Media).sizes?.card?.url ?? (poster as Media).url ?? undefined
}

/**
 * Self-hosted files play in a native <video>. Platform videos show a poster and load the player only
 * when the visitor presses play, so a page with videos costs nothing until one is watched; until the
 * visitor allows functional cookies, a consent placeholder stands in for the poster.
 */
export function VideoBlockComponent({
  block,
  context,
}: {
  block: VideoBlock
  context: RenderContext
}) {
  const trackingId = block.trackingId || undefined
  const poster = posterUrl(block.poster)
  let player: React.ReactNode = null
  if (block.source === 'url') {
    const embed = parseVideoUrl(block.url ?? '')
    if (embed)
      // The platform's player is third-party content: its facade appears once the visitor allows it.
      player = (
        <ConsentGate
          category="functional"
          service={videoServiceName(embed.provider)}
          onceLabel="Visa videon en gång"
          className="video-consent"
        >
          <VideoFacade
            title={block.title}
            embedUrl={embed.embedUrl}
            poster={poster}
            trackingId={trackingId}
          />
        </ConsentGate>
      )
  } else if (block.file && typeof block.file === 'object' && block.file.url) {
    player = (
      <video
        className="video-player"
        controls
        preload="none"
        poster={poster}
        title={block.title}
        aria-label={block.title}
        data-track-video={trackingId}
        playsInline
      >
        <source src={block.file.url} type={block.file.mimeType ?? 'video/mp4'} />
      </video>
    )
  }
  return (
    <ModuleShell slug="video" settings={block.settings} context={context}>
      <figure className="video-frame">
        {player ?? <p className="video-missing">Videon är inte tillgänglig just nu.</p>}
        {block.caption ? <figcaption>{block.caption}</figcaption> : null}
      </figure>
    </ModuleShell>
  )
}
