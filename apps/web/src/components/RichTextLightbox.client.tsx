'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import type { LightboxItem } from './Lightbox.logic'
import { LIGHTBOX_LINK, itemFromLink } from './RichTextLightbox.logic'

const loadLightbox = () => import('./Lightbox.client').then((m) => m.Lightbox)
/** The viewer itself is fetched when it is first needed; pointer or focus on the text warms it up. */
const Lightbox = dynamic(loadLightbox, { ssr: false })

type Open = { items: LightboxItem[]; index: number; opener: HTMLElement }

/**
 * Turns the image links of one rich text into one lightbox gallery: a click on any of them opens the
 * viewer at that image, and next/previous go through every image of the same text. The links are
 * plain links to the full-size files, server-rendered, so without JavaScript they still open them.
 */
export function RichTextLightbox({
  className,
  children,
}: {
  className: string
  children: React.ReactNode
}) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState<Open | null>(null)

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const links = () => [...root.querySelectorAll<HTMLAnchorElement>(LIGHTBOX_LINK)]
    for (const link of links()) link.setAttribute('aria-haspopup', 'dialog')
    const warm = () => void loadLightbox()
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(LIGHTBOX_LINK)
          : null
      if (!link || !root.contains(link)) return
      event.preventDefault()
      const all = links()
      setOpen({ items: all.map(itemFromLink), index: all.indexOf(link), opener: link })
    }
    root.addEventListener('click', onClick)
    root.addEventListener('pointerover', warm, { once: true })
    root.addEventListener('focusin', warm, { once: true })
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('pointerover', warm)
      root.removeEventListener('focusin', warm)
    }
  }, [])

  return (
    <>
      <div ref={rootRef} className={className}>
        {children}
      </div>
      {open ? (
        <Lightbox
          items={open.items}
          index={open.index}
          onIndexChange={(index) => setOpen((current) => current && { ...current, index })}
          onClose={() => setOpen(null)}
          opener={open.opener}
        />
      ) : null}
    </>
  )
}
