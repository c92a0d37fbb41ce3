import type React from 'react'

import { MediaImage } from '@/components/MediaImage'
import type { Media } from '@/payload-types'

type Props = {
  image?: Media | number | null
  heading?: string | null
  meta?: React.ReactNode
  body?: string | null
  action?: React.ReactNode
  /** The first slide of a slider at the top of a page may be the largest paint: load it eagerly. */
  priority?: boolean
}

/**
 * One slide of the slider modules: a background image under a dark veil, with heading, text and a
 * button on top. The image is decorative when the slide has a heading; otherwise its alt text speaks.
 */
export function Slide({ image, heading, meta, body, action, priority }: Props) {
  return (
    <div className={image ? 'slide slide-has-image' : 'slide'}>
      {image ? (
        <div className="slide-image">
          <MediaImage
            media={image}
            alt={heading ? '' : undefined}
            fill
            sizes="(max-width: 767px) 100vw, 1080px"
            priority={priority}
          />
        </div>
      ) : null}
      {heading || meta || body || action ? (
        <div className="slide-content">
          {heading ? <h2 className="slide-title">{heading}</h2> : null}
          {meta ? <p className="slide-meta">{meta}</p> : null}
          {body ? <p className="slide-text">{body}</p> : null}
          {action ? <div className="slide-action">{action}</div> : null}
        </div>
      ) : null}
    </div>
  )
}
