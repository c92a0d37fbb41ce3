import { thumbnailOf } from '@/ui/carousel/media'
import type { Media, VideoSliderBlock } from '@/payload-types'

import { parseVideoUrl, videoServiceName } from '../Video/parseVideoUrl'
import type { VideoSlideData } from './VideoSlides.client'

function posterUrl(poster: Media | number | null | undefined): string | undefined {
  if (!poster || typeof poster !== 'object') return undefined
  return poster.sizes?.hero?.url ?? poster.url ?? undefined
}

/** Resolves each entry to something playable; entries without a usable video are left out. */
export function videoSlides(videos: VideoSliderBlock['videos']): VideoSlideData[] {
  const slides: VideoSlideData[] = []
  for (const video of videos ?? []) {
    const poster = posterUrl(video.poster)
    const thumbnail = thumbnailOf(video.poster) ?? undefined
    if (video.source === 'url') {
      const embed = parseVideoUrl(video.url ?? '')
      if (embed)
        slides.push({
          title: video.title,
          kind: 'embed',
          src: embed.embedUrl,
          service: videoServiceName(embed.provider),
          poster,
          thumbnail,
        })
    } else if (video.file && typeof video.file === 'object' && video.file.url) {
      const mimeType = video.file.mimeType ?? 'video/mp4'
      slides.push({
        title: video.title,
        kind: 'file',
        src: video.file.url,
        mimeType,
        poster,
        thumbnail,
      })
    }
  }
  return slides
}
