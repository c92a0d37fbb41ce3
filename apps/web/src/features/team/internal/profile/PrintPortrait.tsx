import { ServerImage } from '@/components/ServerImage'

import type { TeamImage } from '../types'

/** Same `sizes` as the gallery on the page, so the browser reuses the picture it already has. */
export const PROFILE_IMAGE_SIZES = '(max-width: 767px) 90vw, 380px'

/**
 * The portrait of the printed profile, where a carousel cannot go. Hidden on screen, so it is loaded
 * eagerly: a lazy image that was never displayed may still be missing when the print dialog renders.
 */
export function PrintPortrait({ image }: { image: TeamImage | undefined }) {
  if (!image) return null
  return (
    <figure className="team-portrait team-print-only">
      <ServerImage
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={PROFILE_IMAGE_SIZES}
        loading="eager"
      />
    </figure>
  )
}
