'use client'

import Image from 'next/image'
import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { useAfterAbTests } from '@/features/ab-testing/client'

import { createAutoplay, type AutoplayController } from './autoplay'
import { carouselColumns, fitColumns, portfolioColumns } from './columns'
import { carouselLabels, fillLabel, type CarouselLocale } from './labels'
import { autoplayDelay, transitionSpeed, type CarouselKind } from './speeds'
import type { Swiper } from './swiperRuntime'

/** How many slides are in view: one; by the column the module sits in (9.4); or by the carousel's width. */
export type ColumnsRule =
  | { rule: 'single' }
  | { rule: 'column'; columnType?: string; minItemWidth: number }
  | { rule: 'portfolio' }

/** A thumbnail under a slider; without an image the slide's number is shown. */
export type CarouselThumbnail = { src?: string; width?: number | null; height?: number | null }

export type CarouselHostProps = {
  kind: CarouselKind
  /** Accessible name of the carousel region. */
  label: string
  slides: React.ReactNode[]
  columns?: ColumnsRule
  /** Space between slides in px. */
  gap?: number
  /** Configured transition speed in ms; the kind's default when unset. */
  speed?: number | null
  autoplay?: { delay?: number | null; ignoreHover?: boolean | null } | null
  arrows?: boolean
  pagination?: boolean
  /** A strip of thumbnails under the slides that replaces the pagination dots. */
  thumbnails?: CarouselThumbnail[] | null
  builderMode?: boolean
  locale?: CarouselLocale
  className?: string
  onActiveChange?: (index: number) => void
}

const RESIZE_DEBOUNCE_MS = 200

/** The column count the server assumes (a desktop window) so the first paint matches most visitors. */
function initialColumns(columns: ColumnsRule): number {
  if (columns.rule === 'column') return carouselColumns(columns.columnType, 1280)
  if (columns.rule === 'portfolio') return portfolioColumns(1280)
  return 1
}

function measureColumns(columns: ColumnsRule, el: HTMLElement): number {
  const width = el.clientWidth
  if (columns.rule === 'column') {
    return fitColumns(
      carouselColumns(columns.columnType, window.innerWidth),
      width,
      columns.minItemWidth,
    )
  }
  if (columns.rule === 'portfolio') return portfolioColumns(width)
  return 1
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Import `Carousel` from './Carousel.client' instead: it loads this file lazily.
 *
 * The one carousel of the site: sliders, carousels and the portfolio carousel all render through it.
 * The slides are rendered here (server-rendered markup, usable before any script runs); Swiper is
 * loaded lazily for the movement and touch handling; buttons, pagination, labels, keyboard, autoplay
 * and the hiding of off-screen slides from keyboard and screen readers are ours.
 */
export function CarouselHost({
  kind,
  label,
  slides,
  columns = { rule: 'single' },
  gap = 0,
  speed,
  autoplay,
  arrows = true,
  pagination = true,
  thumbnails,
  builderMode = false,
  locale = 'sv',
  className,
  onActiveChange,
}: CarouselHostProps) {
  const t = carouselLabels[locale]
  const rootRef = useRef<HTMLDivElement>(null)
  const swiperElRef = useRef<HTMLDivElement>(null)
  const thumbsElRef = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<Swiper | null>(null)
  const thumbsRef = useRef<Swiper | null>(null)
  const autoplayRef = useRef<AutoplayController | null>(null)
  const pendingIndex = useRef(0)
  const onActiveChangeRef = useRef(onActiveChange)
  const [active, setActive] = useState(0)
  const [perView, setPerView] = useState(() => initialColumns(columns))
  const [ready, setReady] = useState(false)
  const [running, setRunning] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    onActiveChangeRef.current = onActiveChange
  }, [onActiveChange])

  const count = slides.length
  const fade = kind === 'slider' || kind === 'moduleSlider'
  const pages = Math.max(1, count - perView + 1)
  const hasAutoplay = Boolean(autoplay) && !builderMode && count > 1
  const columnsKey = JSON.stringify(columns)
  const autoplayKey = JSON.stringify(autoplay ?? null)

  // After the page's split tests have answered (spec 4.3).
  useAfterAbTests(() => {
    const el = swiperElRef.current
    const root = rootRef.current
    if (!el || !root || count < 2) return
    let cancelled = false
    let resizeTimer: ReturnType<typeof setTimeout> | undefined
    let observer: ResizeObserver | undefined
    const rule = JSON.parse(columnsKey) as ColumnsRule
    const autoplaySettings = JSON.parse(autoplayKey) as CarouselHostProps['autoplay']
    const reduced = prefersReducedMotion()

    void import('./swiperRuntime').then(({ createSwiper }) => {
      if (cancelled) return
      const slidesInView = measureColumns(rule, root)
      setPerView(slidesInView)
      const swiper = createSwiper(el, {
        fade,
        speed: transitionSpeed(kind, speed, reduced),
        slidesPerView: slidesInView,
        spaceBetween: gap,
        rewind: true,
        watchOverflow: true,
        initialSlide: pendingIndex.current,
        on: {
          slideChange: (s) => {
            setActive(s.activeIndex)
            onActiveChangeRef.current?.(s.activeIndex)
            thumbsRef.current?.slideTo(Math.max(0, s.activeIndex - 1))
          },
        },
      })
      swiperRef.current = swiper
      setActive(swiper.activeIndex)

      if (thumbsElRef.current) {
        thumbsRef.current = createSwiper(thumbsElRef.current, {
          speed: transitionSpeed('thumbnailCarousel', null, reduced),
          slidesPerView: 'auto',
          spaceBetween: 8,
          watchOverflow: true,
        })
      }

      if (autoplaySettings && !builderMode) {
        const controller = createAutoplay({
          delay: autoplayDelay(kind, autoplaySettings.delay),
          ignoreHover: Boolean(autoplaySettings.ignoreHover),
          advance: () => swiper.slideNext(),
          isBusy: () => swiper.animating,
          onRunningChange: setRunning,
        })
        autoplayRef.current = controller
        // Visitors who ask for less motion get the slideshow paused; the play button starts it.
        if (!reduced) controller.start()
      }

      observer = new ResizeObserver(() => {
        clearTimeout(resizeTimer)
        resizeTimer = setTimeout(() => {
          const next = measureColumns(rule, root)
          if (swiper.destroyed) return
          if (swiper.params.slidesPerView !== next) {
            swiper.params.slidesPerView = next
            setPerView(next)
          }
          swiper.update()
        }, RESIZE_DEBOUNCE_MS)
      })
      observer.observe(root)
      setReady(true)
    })

    const onVisibility = () => autoplayRef.current?.set('hidden', document.hidden)
    document.addEventListener('visibilitychange', onVisibility)

    return () => {
      cancelled = true
      clearTimeout(resizeTimer)
      observer?.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
      autoplayRef.current?.destroy()
      autoplayRef.current = null
      thumbsRef.current?.destroy(true, true)
      thumbsRef.current = null
      swiperRef.current?.destroy(true, true)
      swiperRef.current = null
      setReady(false)
    }
  }, [kind, fade, speed, gap, count, columnsKey, autoplayKey, builderMode])

  const goTo = useCallback(
    (index: number, how: 'to' | 'next' | 'prev' = 'to') => {
      const swiper = swiperRef.current
      let target = index
      if (swiper) {
        if (how === 'next') swiper.slideNext()
        else if (how === 'prev') swiper.slidePrev()
        else swiper.slideTo(index)
        target = swiper.activeIndex
      } else {
        // Not loaded yet: remember the choice; Swiper starts there.
        if (how === 'next') target = active + 1 >= pages ? 0 : active + 1
        if (how === 'prev') target = active - 1 < 0 ? pages - 1 : active - 1
        pendingIndex.current = target
        setActive(target)
      }
      autoplayRef.current?.restart()
      setAnnouncement(fillLabel(t.slideOf, { index: target + 1, slidesLength: pages }))
      return target
    },
    [active, pages, t.slideOf],
  )

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const target = event.target as HTMLElement
    // Arrow keys belong to form fields and media players.
    if (target.closest('input, textarea, select, video, audio, [contenteditable="true"]')) return
    event.preventDefault()
    const slideEl = target.closest('.swiper-slide')
    const inSlide = slideEl && slideEl.parentElement?.parentElement === swiperElRef.current
    const index = goTo(active, event.key === 'ArrowRight' ? 'next' : 'prev')
    // Focus was on a slide that is now hidden: move it to the slide that took its place.
    if (inSlide) {
      const slide = swiperElRef.current?.querySelectorAll<HTMLElement>(
        ':scope > .swiper-wrapper > .swiper-slide',
      )[index]
      slide?.focus()
    }
  }

  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).matches(':focus-visible'))
      autoplayRef.current?.set('focused', true)
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null))
      autoplayRef.current?.set('focused', false)
  }
  // Spec 6: links inside previewed content do not navigate in the builder.
  const onClickCapture = builderMode
    ? (event: React.MouseEvent) => {
        if ((event.target as HTMLElement).closest('a')) event.preventDefault()
      }
    : undefined

  const inView = (index: number) => index >= active && index < active + perView
  const showControls = count > perView
  // Sliders and the portfolio carry their controls over the slides; carousels in a bar below.
  const overlay = fade || kind === 'portfolioCarousel'

  const toggle = hasAutoplay ? (
    <button
      type="button"
      className="carousel-toggle"
      aria-label={running ? t.pause : t.play}
      data-state={running ? 'playing' : 'paused'}
      onClick={() => {
        const controller = autoplayRef.current
        if (!controller) return
        if (controller.running) controller.stop()
        else controller.start()
      }}
    />
  ) : null

  const controls =
    showControls && arrows ? (
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-arrow carousel-prev"
          aria-label={t.prev}
          onClick={() => goTo(active, 'prev')}
        />
        <button
          type="button"
          className="carousel-arrow carousel-next"
          aria-label={t.next}
          onClick={() => goTo(active, 'next')}
        />
      </div>
    ) : null

  const bullets =
    showControls && pagination && !thumbnails?.length ? (
      <div className="carousel-pagination" role="group" aria-label={t.pagination}>
        {Array.from({ length: pages }, (_, index) => (
          <button
            key={index}
            type="button"
            className="carousel-bullet"
            aria-label={fillLabel(t.goTo, { index: index + 1 })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    ) : null

  return (
    <div
      ref={rootRef}
      className={[
        'carousel',
        `carousel-${kind}`,
        overlay ? 'carousel-overlay' : 'carousel-below',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      role="region"
      aria-roledescription={t.carousel}
      aria-label={label}
      data-ready={ready ? 'true' : undefined}
      data-columns={perView}
      style={{ '--carousel-columns': perView, '--carousel-gap': `${gap}px` } as React.CSSProperties}
      onKeyDown={onKeyDown}
      onMouseEnter={() => autoplayRef.current?.set('hovered', true)}
      onMouseLeave={() => autoplayRef.current?.set('hovered', false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onClickCapture={onClickCapture}
    >
      <div className="swiper carousel-track" ref={swiperElRef}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="swiper-slide"
              role="group"
              aria-roledescription={t.slide}
              aria-label={fillLabel(t.slideOf, { index: index + 1, slidesLength: count })}
              tabIndex={-1}
              inert={!inView(index)}
            >
              {slide}
            </div>
          ))}
        </div>
        {overlay ? (
          <>
            {toggle}
            {controls}
            {bullets}
          </>
        ) : null}
      </div>

      {!overlay && (bullets || controls || toggle) ? (
        <div className="carousel-bar">
          {bullets}
          {toggle}
          {controls}
        </div>
      ) : null}

      {showControls && thumbnails?.length ? (
        <div
          className="swiper carousel-thumbs"
          ref={thumbsElRef}
          role="group"
          aria-label={t.thumbnails}
          onFocus={(event) => {
            // Keep a focused thumbnail in view through Swiper, not by the browser scrolling the strip.
            event.currentTarget.scrollLeft = 0
            const index = Number((event.target as HTMLElement).dataset.index)
            if (Number.isInteger(index)) thumbsRef.current?.slideTo(Math.max(0, index - 1))
          }}
        >
          <div className="swiper-wrapper">
            {thumbnails.map((thumb, index) => (
              <div key={index} className="swiper-slide carousel-thumb">
                <button
                  type="button"
                  data-index={index}
                  aria-label={fillLabel(t.goTo, { index: index + 1 })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => goTo(index)}
                >
                  {thumb.src ? (
                    // Decorative: the button's label names the slide.
                    <Image
                      src={thumb.src}
                      alt=""
                      width={thumb.width ?? 320}
                      height={thumb.height ?? 200}
                      sizes="120px"
                    />
                  ) : (
                    <span aria-hidden="true">{index + 1}</span>
                  )}
                </button>
              </div>
            ))}
          </div>
        </div>
      ) : null}

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  )
}
