'use client'

import NextImage from 'next/image'
import type React from 'react'
import { useEffect, useId, useRef } from 'react'

import { stepIndex, zoomLimits } from './Lightbox.logic'
import { useLightboxZoom } from './useLightboxZoom'

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

/**
 * A modal image viewer (a native <dialog>, so the rest of the page is inert while it is open).
 * Arrow keys and swipes move between images, Escape or the close button closes it, Tab stays inside,
 * and on close focus returns to the thumbnail or image that opened it. The image zooms up to ratio 3
 * (spec 9.4) by double click or double tap, pinch, the + and - keys or the zoom buttons; while zoomed,
 * dragging or the arrow keys move it, and the next image starts fitted again.
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
  const titleId = useId()
  const item = items[index]
  const count = items.length
  const go = (step: number) => onIndexChange(stepIndex(index, step, count))
  const { zoom, dragging, stageProps, imageRef, step, reset, pan } = useLightboxZoom(
    `${index}:${item?.src ?? ''}`,
    (direction) => {
      if (count > 1) go(direction)
    },
  )
  const { canZoomIn, canZoomOut } = zoomLimits(zoom.scale)
  const zoomed = zoom.scale > 1

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

  const arrows: Record<string, [-1 | 0 | 1, -1 | 0 | 1]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    const arrow = arrows[event.key]
    if (event.ctrlKey || event.metaKey || event.altKey) {
      // Ctrl and + or - zoom the page itself: left to the browser.
      return
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault()
      step(1)
    } else if (event.key === '-') {
      event.preventDefault()
      step(-1)
    } else if (event.key === '0' && zoomed) {
      event.preventDefault()
      reset()
    } else if (arrow && zoomed) {
      // While zoomed the arrows move the image, as in other image viewers; the buttons still page.
      event.preventDefault()
      pan(...arrow)
    } else if (event.key === 'ArrowRight' && count > 1) {
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
      <figure className="lightbox-figure">
        <div
          {...stageProps}
          className={`lightbox-stage${zoomed ? ' is-zoomed' : ''}${dragging ? ' is-dragging' : ''}`}
        >
          <NextImage
            key={item.src}
            ref={imageRef}
            className="lightbox-image"
            src={item.src}
            width={item.width}
            height={item.height}
            alt={item.alt}
            // A larger file once zoomed in, so the enlarged image stays sharp.
            sizes={zoomed ? '270vw' : '90vw'}
            loading="eager"
            draggable={false}
            data-zoom={zoom.scale}
            style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          />
        </div>
        <figcaption className="lightbox-caption">
          {item.caption ? (
            // A caption that only repeats the alt text is not read out twice.
            <span
              className="lightbox-caption-text"
              aria-hidden={item.caption === item.alt ? true : undefined}
            >
              {item.caption}
            </span>
          ) : null}
          {count > 1 ? (
            <span className="lightbox-counter" aria-live="polite">
              Bild {index + 1} av {count}
            </span>
          ) : null}
        </figcaption>
      </figure>
      <div className="lightbox-zoom" role="group" aria-label="Förstoring">
        <button
          type="button"
          className="lightbox-zoom-out"
          aria-disabled={canZoomOut ? undefined : true}
          onClick={() => {
            if (canZoomOut) step(-1)
          }}
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">Zooma ut</span>
        </button>
        <span className="lightbox-zoom-level" aria-live="polite">
          {Math.round(zoom.scale * 100)} %
        </span>
        <button
          type="button"
          className="lightbox-zoom-in"
          aria-disabled={canZoomIn ? undefined : true}
          onClick={() => {
            if (canZoomIn) step(1)
          }}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">Zooma in</span>
        </button>
      </div>
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
