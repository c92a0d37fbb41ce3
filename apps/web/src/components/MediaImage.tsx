import type { Media } from '@/payload-types'

import { ServerImage } from './ServerImage'

type Props = {
  media: Media | number | null | undefined
  sizes?: string
  priority?: boolean
  className?: string
  /** Overrides the stored alt text; pass '' for a purely decorative image. */
  alt?: string
  fill?: boolean
}

/** A media document as a responsive, lazily loaded image; nothing is rendered for unpopulated ids. */
export function MediaImage({ media, sizes = '100vw', priority, className, alt, fill }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  if (!media.mimeType?.startsWith('image/')) return null
  const common = {
    src: media.url,
    alt: alt ?? media.alt ?? '',
    sizes,
    className,
    priority,
    unoptimized: media.mimeType === 'image/svg+xml',
  }
  if (fill) return <ServerImage {...common} fill style={{ objectFit: 'cover' }} />
  return <ServerImage {...common} width={media.width ?? 1200} height={media.height ?? 800} />
}
