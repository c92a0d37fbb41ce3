'use client'

import { useRef, useState } from 'react'

import type { ShopImage } from '../types'

/**
 * Product images: the main image zooms under the pointer (not when reduced motion is asked for),
 * thumbnails switch it, and 'Förstora bild' opens a full-size lightbox (a modal dialog: Esc closes it,
 * arrow keys step through the images).
 */
export function ProductGallery({ images, title }: { images: ShopImage[]; title: string }) {
  const [index, setIndex] = useState(0)
  const [origin, setOrigin] = useState<string | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const current = images[index]
  if (!current) return <div className="product-gallery product-gallery-empty" aria-hidden="true" />
  const step = (d: number) => setIndex((i) => (i + d + images.length) % images.length)

  return (
    <div className="product-gallery">
      <div
        className={origin ? 'product-gallery-main zooming' : 'product-gallery-main'}
        onPointerMove={(e) => {
          if (
            e.pointerType !== 'mouse' ||
            window.matchMedia('(prefers-reduced-motion: reduce)').matches
          )
            return
          const r = e.currentTarget.getBoundingClientRect()
          setOrigin(
            `${(((e.clientX - r.left) / r.width) * 100).toFixed(1)}% ${(((e.clientY - r.top) / r.height) * 100).toFixed(1)}%`,
          )
        }}
        onPointerLeave={() => setOrigin(null)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- uploaded media, sized in CSS */}
        <img
          src={current.url}
          alt={current.alt}
          width={current.width ?? 800}
          height={current.height ?? 600}
          style={origin ? { transformOrigin: origin } : undefined}
        />
        <button
          type="button"
          className="product-gallery-zoom"
          onClick={() => dialog.current?.showModal()}
        >
          <span className="visually-hidden">Förstora bild: {current.alt}</span>
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M21 21l-5-5M11 8v6M8 11h6" />
          </svg>
        </button>
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery-thumbs" aria-label={`Bilder på ${title}`}>
          {images.map((img, i) => (
            <li key={img.url}>
              <button type="button" aria-pressed={i === index} onClick={() => setIndex(i)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- uploaded media, sized in CSS */}
                <img
                  src={img.url}
                  alt={`Visa bild ${i + 1}: ${img.alt}`}
                  width={96}
                  height={72}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={dialog}
        className="shop-lightbox"
        aria-label={`Bild ${index + 1} av ${images.length}: ${current.alt}`}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(1)
          if (e.key === 'ArrowLeft') step(-1)
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) dialog.current?.close()
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- uploaded media, sized in CSS */}
        <img src={current.url} alt={current.alt} />
        <div className="shop-lightbox-bar">
          {images.length > 1 ? (
            <>
              <button type="button" onClick={() => step(-1)}>
                Föregående bild
              </button>
              <span>
                {index + 1} / {images.length}
              </span>
              <button type="button" onClick={() => step(1)}>
                Nästa bild
              </button>
            </>
          ) : null}
          <button type="button" onClick={() => dialog.current?.close()} autoFocus>
            Stäng
          </button>
        </div>
      </dialog>
    </div>
  )
}
