'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { parallaxLayer, parallaxOffset, shouldVideoPlay } from './SectionBackground.logic'

type Common = {
  /** 0–0.9: the dark tone over the background that keeps light text readable. */
  overlay: number
}

type Props = Common &
  (
    | { kind: 'parallax'; children: React.ReactNode }
    | {
        kind: 'video'
        src: string
        type: string
        poster?: string
        playOutsideViewport: boolean
        playOnHover: boolean
      }
  )

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The moving backgrounds of a section (spec 4.5, 9.6): a parallax image that lags behind the page,
 * or a muted looping video that plays while the section is in view. Without JavaScript the image is
 * an ordinary background and the video shows its still. Visitors who prefer reduced motion get no
 * parallax and a video that waits for them to press play.
 */
export function SectionBackground(props: Props) {
  const style = { '--section-overlay': String(props.overlay) } as React.CSSProperties
  if (props.kind === 'parallax') {
    return (
      <div
        className="section-background section-background-parallax"
        aria-hidden="true"
        style={style}
      >
        <ParallaxLayer>{props.children}</ParallaxLayer>
      </div>
    )
  }
  return <VideoBackground {...props} style={style} />
}

function ParallaxLayer({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const layer = ref.current
    const section = layer?.closest('.section')
    if (!layer || !section || reducedMotion()) return
    let frame = 0
    const place = () => {
      frame = 0
      const rect = section.getBoundingClientRect()
      const { top, height } = parallaxLayer(rect.height, window.innerHeight)
      layer.style.top = `${top}px`
      layer.style.height = `${height}px`
      layer.style.bottom = 'auto'
      layer.style.transform = `translate3d(0, ${parallaxOffset(rect.top).toFixed(1)}px, 0)`
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place)
    }
    place()
    layer.dataset.parallax = 'on'
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [])
  return (
    <div ref={ref} className="section-background-layer">
      {children}
    </div>
  )
}

function VideoBackground({
  src,
  type,
  poster,
  playOutsideViewport,
  playOnHover,
  style,
}: Extract<Props, { kind: 'video' }> & { style: React.CSSProperties }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const state = useRef({ inViewport: false, hovered: false, pausedByVisitor: false })
  const updateRef = useRef<() => void>(() => undefined)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = videoRef.current
    const section = video?.closest('.section')
    if (!video || !section) return
    state.current.pausedByVisitor = reducedMotion()
    const update = () => {
      const play = shouldVideoPlay({ ...state.current, playOutsideViewport, playOnHover })
      if (play && video.paused) video.play().catch(() => undefined)
      else if (!play && !video.paused) video.pause()
    }
    updateRef.current = update
    const onPlay = () => setPlaying(true)
    const onPause = () => setPlaying(false)
    video.addEventListener('play', onPlay)
    video.addEventListener('pause', onPause)
    const observer = new IntersectionObserver(([entry]) => {
      state.current.inViewport = Boolean(entry?.isIntersecting)
      update()
    })
    observer.observe(section)
    const onHover = () => {
      state.current.hovered = true
      update()
    }
    if (playOnHover) section.addEventListener('mouseover', onHover, { once: true })
    update()
    return () => {
      observer.disconnect()
      section.removeEventListener('mouseover', onHover)
      video.removeEventListener('play', onPlay)
      video.removeEventListener('pause', onPause)
    }
  }, [playOutsideViewport, playOnHover])

  const toggle = () => {
    // The visitor's choice wins over the viewport and hover rules (WCAG 2.2.2 Pause, Stop, Hide).
    state.current.pausedByVisitor = playing
    if (!playing) state.current.hovered = true
    updateRef.current()
  }

  return (
    <>
      <div className="section-background section-background-video" aria-hidden="true" style={style}>
        <video
          ref={videoRef}
          className="section-background-media"
          muted
          loop
          playsInline
          preload="metadata"
          poster={poster}
          tabIndex={-1}
        >
          <source src={src} type={type} />
        </video>
      </div>
      <button type="button" className="section-video-toggle" onClick={toggle}>
        <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
        <span className="visually-hidden">
          {playing ? 'Pausa bakgrundsfilmen' : 'Spela bakgrundsfilmen'}
        </span>
      </button>
    </>
  )
}
