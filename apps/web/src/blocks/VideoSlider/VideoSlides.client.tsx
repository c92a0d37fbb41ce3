'use client'

import { useCallback, useRef, useState } from 'react'

import { ConsentGate } from '@/features/consent/ConsentGate'
import { Carousel } from '@/ui/carousel/Carousel.client'
import type { CarouselHostProps, CarouselThumbnail } from '@/ui/carousel/CarouselHost.client'

export type VideoSlideData = {
  title: string
  kind: 'file' | 'embed'
  src: string
  /** The platform of an embed, named by the consent placeholder. */
  service?: string
  mimeType?: string
  poster?: string
  thumbnail?: CarouselThumbnail
}

export type VideoSlidesProps = {
  host: Omit<CarouselHostProps, 'slides' | 'thumbnails' | 'onActiveChange'>
  slides: VideoSlideData[]
  thumbnails?: CarouselThumbnail[] | null
}

/**
 * A slider whose slides are videos. Moving to another slide pauses what was playing: native videos
 * are paused, and a platform player (loaded only after its play button was pressed) is removed.
 */
export function VideoSlides({ host, slides, thumbnails }: VideoSlidesProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [playing, setPlaying] = useState<number | null>(null)

  const onActiveChange = useCallback(() => {
    setPlaying(null)
    rootRef.current?.querySelectorAll('video').forEach((video) => {
      if (!video.paused) video.pause()
    })
  }, [])

  return (
    <div ref={rootRef}>
      <Carousel
        {...host}
        thumbnails={thumbnails}
        onActiveChange={onActiveChange}
        slides={slides.map((slide, index) => (
          <figure key={index} className="video-slide">
            {slide.kind === 'file' ? (
              <video
                className="video-player"
                controls
                preload="none"
                poster={slide.poster}
                aria-label={slide.title}
                playsInline
              >
                <source src={slide.src} type={slide.mimeType} />
              </video>
            ) : (
              // The platform's player is third-party content: the facade appears once allowed.
              <ConsentGate
                category="functional"
                service={slide.service ?? 'videotjänsten'}
                onceLabel="Visa videon en gång"
                className="video-consent"
              >
                {playing === index ? (
                  <iframe
                    className="video-player"
                    src={slide.src}
                    title={slide.title}
                    allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                    allowFullScreen
                  />
                ) : (
                  <button
                    type="button"
                    className="video-facade"
                    onClick={() => setPlaying(index)}
                    style={slide.poster ? { backgroundImage: `url(${slide.poster})` } : undefined}
                  >
                    <span className="video-play" aria-hidden="true" />
                    <span className="visually-hidden">Spela upp video: </span>
                    <span className="video-facade-title">{slide.title}</span>
                  </button>
                )}
              </ConsentGate>
            )}
            <figcaption className="video-slide-title">{slide.title}</figcaption>
          </figure>
        ))}
      />
    </div>
  )
}
