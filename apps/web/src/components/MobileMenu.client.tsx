'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The phone menu button. Opening adds 'menu-open' to the header, whose CSS slides the menu in over
 * 500 ms (spec 9.6); Escape and navigation close it again.
 */
export function MobileMenuToggle() {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    const header = document.querySelector('.site-header')
    header?.classList.toggle('menu-open', open)
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <button
      type="button"
      className="menu-toggle"
      aria-controls="huvudmeny"
      aria-expanded={open}
      onClick={() => setOpen((v) => !v)}
    >
      <span className="menu-toggle-bars" aria-hidden="true" />
      <span className="visually-hidden">{open ? 'Stäng menyn' : 'Öppna menyn'}</span>
    </button>
  )
}
