'use client'

import { useState } from 'react'

type Props = { title: string; embedUrl: string; poster?: string; trackingId?: string }

/** Poster with a play button; the platform's player (and its cookies) loads only after a click. */
export function VideoFacade({ title, embedUrl, poster, trackingId }: Props) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        className="video-player"
        src={embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    )
  }
  return (
    <button
      type="button"
      className="video-facade"
      onClick={() => setPlaying(true)}
      data-track-video={trackingId}
      style={poster ? { backgroundImage: `url(${poster})` } : undefined}
    >
      <span className="video-play" aria-hidden="true" />
      <span className="visually-hidden">Spela upp video: </span>
      <span className="video-facade-title">{title}</span>
    </button>
  )
}
