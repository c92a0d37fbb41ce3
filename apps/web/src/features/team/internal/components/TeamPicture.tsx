import { ServerImage } from '@/components/ServerImage'

import type { TeamImage } from '../types'

type Props = {
  image: TeamImage
  sizes: string
  /** Overrides the stored alt text; '' where the member's name beside the picture already says it. */
  alt?: string
  className?: string
  priority?: boolean
}

/** One of a member's pictures. Drawn portraits may be SVG, which Next's optimiser does not resize. */
export function TeamPicture({ image, sizes, alt, className, priority }: Props) {
  return (
    <ServerImage
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      sizes={sizes}
      className={className}
      priority={priority}
      unoptimized={/\.svg(?:$|\?)/i.test(image.url)}
    />
  )
}
