'use client'

import './team.css'

import type React from 'react'
import { useState } from 'react'

import { Carousel } from '@/ui/carousel/Carousel.client'
import { fillLabel } from '@/ui/carousel/labels'

import { galleryDotsClass } from '../logic/galleryDots'
import { teamLabels, type TeamLocale } from '../logic/labels'
import type { TeamImage } from '../types'
import { TeamPicture } from './TeamPicture'

type Props = {
  images: TeamImage[]
  /** The member's name: the gallery is called "Bilder på {name}". */
  name: string
  locale: TeamLocale
  sizes?: string
  className?: string
}

/**
 * A member's pictures in a small carousel on the site's carousel host (its dots, labels and keys).
 * While the pointer is over the gallery and the current picture has a caption, the caption shows and
 * the dots move up out of its way (spec 2.6). Keyboard focus inside counts as the pointer being there,
 * so the caption is reachable without a mouse (WCAG 1.4.13); on touch screens the stylesheet shows
 * captions throughout. (Screen readers get the caption from the figure whether it shows or not.)
 */
export function AvatarGallery({
  images,
  name,
  locale,
  sizes = '(max-width: 767px) 90vw, 360px',
  className,
}: Props) {
  const [current, setCurrent] = useState(0)
  const [pointerInside, setPointerInside] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  if (!images.length) return null

  const hasCaption = Boolean(images[current]?.caption)
  const figures = images.map((image, index) => (
    <figure key={`${image.url}-${index}`} className="avatar-gallery-item">
      <TeamPicture image={image} sizes={sizes} />
      {image.caption ? (
        <figcaption className="avatar-gallery-caption">{image.caption}</figcaption>
      ) : null}
    </figure>
  ))

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false)
  }

  return (
    <div
      className={[
        'avatar-gallery',
        galleryDotsClass(hasCaption, pointerInside || focusInside),
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-caption={hasCaption ? 'true' : undefined}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      // Keyboard focus only: a mouse click on a dot focuses it too, and the dots must still come
      // down when that pointer leaves.
      onFocus={(event) => setFocusInside((event.target as HTMLElement).matches(':focus-visible'))}
      onBlur={onBlur}
    >
      {images.length > 1 ? (
        <Carousel
          kind="slider"
          label={fillLabel(teamLabels[locale].gallery, { name })}
          slides={figures}
          arrows={false}
          locale={locale}
          onActiveChange={setCurrent}
        />
      ) : (
        figures[0]
      )}
    </div>
  )
}
