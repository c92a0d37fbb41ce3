'use client'

import 'swiper/css'

import NextImage from 'next/image'
import type React from 'react'
import { useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Swiper, SwiperSlide } from 'swiper/react'

import { Lightbox } from '@/components/Lightbox.client'
import type { LightboxItem } from '@/components/Lightbox.logic'

type Props = {
  label: string
  items: LightboxItem[]
  showCaptions: boolean
  lightbox: boolean
  sizes: string
}

/**
 * The gallery as a slider: one image at a time, swipe or the previous/next buttons (wrapping around),
 * arrow keys while focus is inside, and a live "Bild 2 av 13" counter. Images open in the lightbox.
 */
export function GallerySlider({ label, items, showCaptions, lightbox, sizes }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const count = items.length

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') swiper?.slideNext()
    else if (event.key === 'ArrowLeft') swiper?.slidePrev()
  }

  return (
    <div
      className="gallery-slider"
      role="region"
      aria-roledescription="bildspel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <Swiper
        rewind={count > 1}
        speed={500}
        slidesPerView={1}
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.realIndex)}
        watchSlidesProgress
      >
        {items.map((item, index) => (
          <SwiperSlide
            key={`${item.src}-${index}`}
            aria-hidden={index === active ? undefined : true}
            inert={index !== active}
          >
            <figure className="gallery-slide">
              {lightbox ? (
                <a
                  href={item.src}
                  className="gallery-link"
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return
                    event.preventDefault()
                    opener.current = event.currentTarget
                    setOpen(index)
                  }}
                >
                  <NextImage
                    src={item.src}
                    width={item.width}
                    height={item.height}
                    alt={item.alt}
                    sizes={sizes}
                  />
                  <span className="visually-hidden"> (visa större)</span>
                </a>
              ) : (
                <NextImage
                  src={item.src}
                  width={item.width}
                  height={item.height}
                  alt={item.alt}
                  sizes={sizes}
                />
              )}
              {showCaptions && item.caption ? <figcaption>{item.caption}</figcaption> : null}
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      {count > 1 ? (
        <div className="gallery-slider-controls">
          <button type="button" className="gallery-slider-prev" onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Föregående bild</span>
          </button>
          <span className="gallery-slider-counter" aria-live="polite">
            Bild {active + 1} av {count}
          </span>
          <button type="button" className="gallery-slider-next" onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Nästa bild</span>
          </button>
        </div>
      ) : null}
      {open !== null ? (
        <Lightbox
          items={items}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          opener={opener.current}
          label={label}
        />
      ) : null}
    </div>
  )
}
