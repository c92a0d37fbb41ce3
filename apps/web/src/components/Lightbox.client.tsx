'use client'

import NextImage from 'next/image'
import type React from 'react'
import { useEffect, useId, useRef } from 'react'

import { stepIndex } from './Lightbox.logic'

export type { LightboxItem } from './Lightbox.logic'
import type { LightboxItem } from './Lightbox.logic'

type Props = {
  items: LightboxItem[]
  /** The item shown. */
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Where focus goes back to on close; the element focused at opening when not given. */
  opener?: HTMLElement | null
  /** Accessible name of the dialog. */
  label?: string
}

const SWIPE_MIN_PX = 50

/**
 * A modal image viewer (a native <dialog>, so the rest of the page is inert while it is open).
 * Arrow keys and swipes move between images, Escape or the close button closes it, Tab stays inside,
 * and on close focus returns to the thumbnail or image that opened it.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
  opener,
  label = 'Bildvisning',
}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const titleId = useId()
  const item = items[index]
  const count = items.length

  // Latest callbacks for the listeners registered once per opening.
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const returnTo = opener ?? (document.activeElement as HTMLElement | null)
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('.lightbox-close')?.focus()
    return () => {
      if (dialog.open) dialog.close()
      returnTo?.focus?.({ preventScroll: true })
    }
  }, [opener])

  if (!item) return null

  const go = (step: number) => onIndexChange(stepIndex(index, step, count))

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault()
      go(1)
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onCloseRef.current()
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog instead of letting it reach the browser's own controls.
      const focusable = [
        ...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])'),
      ]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
      onClick={(event) => {
        // A click on the dark backdrop around the image closes the viewer.
        if (event.target === event.currentTarget) onCloseRef.current()
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        {label}
      </h2>
      <button type="button" className="lightbox-close" onClick={() => onCloseRef.current()}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Stäng bildvisningen</span>
      </button>
      <figure
        className="lightbox-figure"
        onPointerDown={(event) => {
          swipeStart.current = { x: event.clientX, y: event.clientY }
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current
          swipeStart.current = null
          if (!start || count < 2) return
          const dx = event.clientX - start.x
          const dy = event.clientY - start.y
          if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1)
        }}
        onPointerCancel={() => {
          swipeStart.current = null
        }}
      >
        <NextImage
          key={item.src}
          className="lightbox-image"
          src={item.src}
          width={item.width}
          height={item.height}
          alt={item.alt}
          sizes="90vw"
          loading="eager"
          draggable={false}
        />
        <figcaption className="lightbox-caption">
          {item.caption ? <span className="lightbox-caption-text">{item.caption}</span> : null}
          {count > 1 ? (
            <span className="lightbox-counter" aria-live="polite">
              Bild {index + 1} av {count}
            </span>
          ) : null}
        </figcaption>
      </figure>
      {count > 1 ? (
        <>
          <button type="button" className="lightbox-prev" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Föregående bild</span>
          </button>
          <button type="button" className="lightbox-next" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Nästa bild</span>
          </button>
        </>
      ) : null}
    </dialog>
  )
}
