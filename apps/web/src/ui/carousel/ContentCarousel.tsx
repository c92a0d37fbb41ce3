import Link from 'next/link'
import type React from 'react'

import { MediaImage } from '@/components/MediaImage'
import type { Media } from '@/payload-types'

import { Carousel } from './Carousel.client'
import type { CarouselHostProps } from './CarouselHost.client'

/** One card of a content carousel: a post today, a product when the shop arrives. */
export type ContentCarouselItem = {
  id: string | number
  title: string
  href: string
  image?: Media | number | null
  meta?: React.ReactNode
  excerpt?: string | null
}

/**
 * Narrower than this a card's Swedish compound words no longer fit; see fitColumns. It gives one
 * card per view on phones and 3–4 in a full-width column of 700–900 px.
 */
export const CONTENT_CARD_MIN_WIDTH = 200

/**
 * The content carousels of spec 2.7: cards with image, title link, meta and excerpt. It knows
 * nothing about where the items come from, so post and product carousels share it.
 */
export function ContentCarousel({
  items,
  host,
  headingLevel = 'h3',
}: {
  items: ContentCarouselItem[]
  host: Omit<CarouselHostProps, 'slides'>
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <Carousel
      gap={24}
      {...host}
      className="content-carousel"
      slides={items.map((item) => (
        <article key={item.id} className="card carousel-card">
          {item.image ? (
            <MediaImage
              media={item.image}
              alt=""
              className="card-image"
              sizes="(max-width: 767px) 50vw, 300px"
            />
          ) : null}
          <div className="card-body">
            <Heading className="card-title">
              <Link href={item.href}>{item.title}</Link>
            </Heading>
            {item.meta ? <p className="card-meta">{item.meta}</p> : null}
            {item.excerpt ? <p>{item.excerpt}</p> : null}
          </div>
        </article>
      ))}
    />
  )
}
