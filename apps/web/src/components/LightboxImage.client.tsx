'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import { Lightbox } from './Lightbox.client'
import type { LightboxItem } from './Lightbox.logic'

/**
 * An image that opens larger in the lightbox. It is a real link to the full-size file, so without
 * JavaScript it still shows the large image.
 */
export function LightboxImage({
  item,
  children,
}: {
  item: LightboxItem
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const linkRef = useRef<HTMLAnchorElement>(null)
  return (
    <>
      <a
        ref={linkRef}
        href={item.src}
        className="lightbox-trigger"
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        {children}
        <span className="visually-hidden"> (visa större)</span>
      </a>
      {open ? (
        <Lightbox
          items={[item]}
          index={0}
          onIndexChange={() => undefined}
          onClose={() => setOpen(false)}
          opener={linkRef.current}
        />
      ) : null}
    </>
  )
}
