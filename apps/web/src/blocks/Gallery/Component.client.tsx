'use client'

import NextImage from 'next/image'
import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { Lightbox } from '@/components/Lightbox.client'
import type { LightboxItem } from '@/components/Lightbox.logic'
import {
  moduleHashHref,
  readModuleHash,
  subscribeModuleHash,
  writeModuleHash,
} from '@/ui/hashState'

import { isModifiedClick, PaginationNav } from '@/ui/PaginationNav'

import { pageCount, pageFromParam } from './pagination'

type Props = {
  /** The module's element id: its entry in the URL hash is `#{moduleId}|{page}` (spec 2.3). */
  moduleId: string
  label: string
  items: LightboxItem[]
  perPage: number
  showCaptions: boolean
  lightbox: boolean
  sizes: string
}

/**
 * A paged image grid. The current page lives in the URL hash, so a reload, a shared link or the back
 * button brings the visitor to the same page; other modules' entries in the hash are left alone.
 * Thumbnails open the whole gallery in the lightbox.
 */
export function GalleryGrid({
  moduleId,
  label,
  items,
  perPage,
  showCaptions,
  lightbox,
  sizes,
}: Props) {
  const pages = pageCount(items.length, perPage)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const gridRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const restore = (params: string[] | null) => setPage(pageFromParam(params?.[0], pages))
    restore(readModuleHash(moduleId))
    return subscribeModuleHash(moduleId, restore)
  }, [moduleId, pages])

  const goTo = useCallback(
    (next: number, event: React.MouseEvent) => {
      if (isModifiedClick(event)) return
      event.preventDefault()
      setPage(next)
      writeModuleHash(moduleId, [next])
      // Keep keyboard and screen-reader users in place: focus the first image of the new page.
      requestAnimationFrame(() => {
        gridRef.current
          ?.querySelector<HTMLElement>('.gallery-item:not([hidden]) a, .gallery-item:not([hidden])')
          ?.focus({ preventScroll: true })
      })
    },
    [moduleId],
  )

  const first = (page - 1) * perPage

  return (
    <>
      <ul ref={gridRef} className="gallery-grid" aria-label={label} data-page={page}>
        {items.map((item, index) => {
          const onPage = index >= first && index < first + perPage
          const image = (
            <NextImage
              src={item.src}
              width={item.width}
              height={item.height}
              alt={item.alt}
              sizes={sizes}
            />
          )
          return (
            <li
              key={`${item.src}-${index}`}
              className="gallery-item"
              hidden={!onPage}
              tabIndex={lightbox ? undefined : -1}
            >
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
                  {image}
                  <span className="visually-hidden"> (visa större)</span>
                </a>
              ) : (
                image
              )}
              {showCaptions && item.caption ? (
                <p className="gallery-caption">{item.caption}</p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <PaginationNav
        label={`${label}, sidor`}
        className="gallery-pagination"
        current={page}
        pages={pages}
        href={(n) => moduleHashHref(moduleId, [n])}
        onNavigate={goTo}
      />
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
    </>
  )
}
