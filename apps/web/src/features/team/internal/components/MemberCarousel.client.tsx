'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { createAutoplay, type AutoplayController } from '@/ui/carousel/autoplay'
import { carouselLabels, fillLabel } from '@/ui/carousel/labels'
import { transitionSpeed } from '@/ui/carousel/speeds'
import type { Swiper } from '@/ui/carousel/swiperRuntime'

import type { TeamLocale } from '../logic/labels'
import { loopIndex, TEAM_POPUP_AUTOPLAY_MS, type TeamPopupMember } from '../logic/popup'
import { MemberDetails } from './MemberDetails'

type Props = {
  members: TeamPopupMember[]
  /** The member shown first: the one whose card was clicked. */
  start: number
  label: string
  autoplay: boolean
  builderMode: boolean
  locale: TeamLocale
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * The popup member carousel (spec 2.6): loops, previous/next buttons, a dot per member, its height
 * follows the current member (Swiper's autoHeight), autoplay only when the module turns it on. It
 * speaks and answers keys like the site's other carousels (ui/carousel/CarouselHost) and runs on the
 * same Swiper runtime; it is its own component because the host neither loops nor adapts its height.
 */
export function MemberCarousel({ members, start, label, autoplay, builderMode, locale }: Props) {
  const t = carouselLabels[locale]
  const rootRef = useRef<HTMLDivElement>(null)
  const swiperElRef = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<Swiper | null>(null)
  const autoplayRef = useRef<AutoplayController | null>(null)
  const pendingIndex = useRef(start)
  const focusAfterMove = useRef(false)
  const [active, setActive] = useState(start)
  const [ready, setReady] = useState(false)
  const [running, setRunning] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const count = members.length
  const hasAutoplay = autoplay && !builderMode && count > 1

  useEffect(() => {
    const el = swiperElRef.current
    const root = rootRef.current
    if (!el || !root || count < 2) return
    let cancelled = false
    let observer: ResizeObserver | undefined
    const reduced = prefersReducedMotion()

    void import('@/ui/carousel/swiperRuntime').then(({ createSwiper }) => {
      if (cancelled) return
      const swiper = createSwiper(el, {
        init: false,
        speed: transitionSpeed('contentCarousel', null, reduced),
        slidesPerView: 1,
        loop: true,
        autoHeight: true,
        initialSlide: pendingIndex.current,
        // Swipes on a member's own picture gallery move that gallery, not the members.
        noSwipingSelector: '.avatar-gallery',
        on: {
          realIndexChange: (s) => {
            // Focus in the member that is leaving (autoplay, a swipe) would be lost when its slide
            // turns inert: take it along to the member that comes in.
            const focused = document.activeElement
            if (focused?.closest('.team-popup-slide') && el.contains(focused))
              focusAfterMove.current = true
            setActive(s.realIndex)
          },
        },
      })
      // Until now the stylesheet displays only the current member; Swiper measures every slide.
      root.dataset.ready = 'true'
      swiper.init()
      swiperRef.current = swiper
      setActive(swiper.realIndex)
      setReady(true)

      if (hasAutoplay) {
        const controller = createAutoplay({
          delay: TEAM_POPUP_AUTOPLAY_MS,
          // The popup opens under the pointer: pausing on hover would keep it from ever moving.
          // The pause button (WCAG 2.2.2) and keyboard focus still stop it.
          ignoreHover: true,
          advance: () => swiper.slideNext(),
          isBusy: () => swiper.animating,
          onRunningChange: setRunning,
        })
        autoplayRef.current = controller
        if (!reduced) controller.start()
      }

      // Pictures arrive and galleries hydrate after the first measure: keep the height in step.
      observer = new ResizeObserver(() => {
        if (!swiper.destroyed) swiper.updateAutoHeight()
      })
      for (const slide of el.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide'))
        observer.observe(slide)
    })

    const onVisibility = () => autoplayRef.current?.set('hidden', document.hidden)
    document.addEventListener('visibilitychange', onVisibility)

    return () => {
      cancelled = true
      observer?.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
      autoplayRef.current?.destroy()
      autoplayRef.current = null
      // Puts the slides back in their own order (loop mode moves them) before React sees them again.
      swiperRef.current?.destroy(true, true)
      swiperRef.current = null
      setReady(false)
    }
  }, [count, hasAutoplay])

  // A move while focus is inside a slide takes focus along to the member that came in.
  useEffect(() => {
    if (!focusAfterMove.current) return
    focusAfterMove.current = false
    swiperElRef.current
      ?.querySelector<HTMLElement>(`[data-member-index="${active}"]`)
      ?.focus({ preventScroll: true })
  }, [active])

  const slideLabel = useCallback(
    (index: number) =>
      `${members[index]?.name ?? ''}, ${fillLabel(t.slideOf, { index: index + 1, slidesLength: count })}`,
    [members, count, t.slideOf],
  )

  const move = useCallback(
    (how: 'next' | 'prev' | number, { focusSlide = false } = {}) => {
      const swiper = swiperRef.current
      let target: number
      if (swiper) {
        if (how === 'next') swiper.slideNext()
        else if (how === 'prev') swiper.slidePrev()
        else swiper.slideToLoop(how)
        target = swiper.realIndex
      } else {
        // Swiper not there yet: remember the choice; it starts there.
        target = typeof how === 'number' ? how : loopIndex(active, how === 'next' ? 1 : -1, count)
        pendingIndex.current = target
      }
      if (focusSlide) focusAfterMove.current = true
      setActive(target)
      autoplayRef.current?.restart()
      setAnnouncement(slideLabel(target))
    },
    [active, count, slideLabel],
  )

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    // A member's picture gallery inside handles its own arrow keys first.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, video, audio, [contenteditable="true"]')) return
    if (count < 2) return
    event.preventDefault()
    move(event.key === 'ArrowRight' ? 'next' : 'prev', {
      focusSlide: Boolean(target.closest('.team-popup-slide')),
    })
  }

  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).matches(':focus-visible'))
      autoplayRef.current?.set('focused', true)
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null))
      autoplayRef.current?.set('focused', false)
  }
  // Spec 6: links in previewed content do not navigate in the builder.
  const onClickCapture = builderMode
    ? (event: React.MouseEvent) => {
        if ((event.target as HTMLElement).closest('a')) event.preventDefault()
      }
    : undefined

  return (
    <div
      ref={rootRef}
      className="carousel team-popup-carousel"
      role="region"
      aria-roledescription={t.carousel}
      aria-label={label}
      data-ready={ready ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onClickCapture={onClickCapture}
    >
      {count > 1 ? (
        <div className="carousel-bar team-popup-bar">
          <div className="carousel-pagination" role="group" aria-label={t.pagination}>
            {members.map((member, index) => (
              <button
                key={member.id}
                type="button"
                className="carousel-bullet"
                aria-label={fillLabel(t.goTo, { index: index + 1 })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => move(index)}
              />
            ))}
          </div>
          {hasAutoplay ? (
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
          ) : null}
          <div className="carousel-controls">
            <button
              type="button"
              className="carousel-arrow carousel-prev"
              aria-label={t.prev}
              onClick={() => move('prev')}
            />
            <button
              type="button"
              className="carousel-arrow carousel-next"
              aria-label={t.next}
              onClick={() => move('next')}
            />
          </div>
        </div>
      ) : null}

      <div className="swiper carousel-track" ref={swiperElRef}>
        <div className="swiper-wrapper">
          {members.map((member, index) => (
            <div
              key={member.id}
              className="swiper-slide team-popup-slide"
              role="group"
              aria-roledescription={t.slide}
              aria-label={slideLabel(index)}
              data-member-index={index}
              tabIndex={-1}
              inert={index !== active}
            >
              <MemberDetails member={member} locale={locale} />
            </div>
          ))}
        </div>
      </div>

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  )
}
