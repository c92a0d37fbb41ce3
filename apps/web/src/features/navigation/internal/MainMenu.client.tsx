'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { isCurrentPath, trappedFocusIndex } from './menuLogic'
import type { MenuType } from './menuTypes'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The page outside the header: inert while a menu is open, so focus and screen readers stay in it. */
const OUTSIDE = ['#innehall', '.site-footer', '.dot-nav', '.scroll-top', '.skip-link']

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
}

/**
 * The main menu as a disclosure (spec 2.7, 4.7: opened and closed). The menu itself is server
 * rendered and passed in as children; this island holds the open state and what follows from it:
 * the header's `menu-open` class (its CSS slides the menu in: 500 ms for the mobile menu, the panel
 * and the overlay as their type says), focus kept between the button and the menu, the page behind
 * made inert and its scrolling locked, Escape, a click outside and navigation closing it, and
 * aria-current on the link to the page shown.
 */
export function MainMenu({
  type,
  label,
  children,
}: {
  type: MenuType
  label: string
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  const button = useRef<HTMLButtonElement>(null)
  const nav = useRef<HTMLElement>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }, [])

  useEffect(() => setOpen(false), [pathname])

  // aria-current on the current page's link, and its parent item marked for the styles.
  useEffect(() => {
    const root = nav.current
    if (!root) return
    for (const item of root.querySelectorAll('.current-menu-ancestor'))
      item.classList.remove('current-menu-ancestor')
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const here = link.origin === location.origin && isCurrentPath(link.pathname, pathname)
      if (here) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
      if (here) link.closest('.has-children')?.classList.add('current-menu-ancestor')
    }
  }, [pathname])

  // The mobile menu exists below 981 px only: widening the window closes it.
  useEffect(() => {
    if (type !== 'mobile' || !open) return
    const wide = window.matchMedia('(min-width: 981px)')
    const onChange = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [type, open])

  useEffect(() => {
    const header = button.current?.closest('.site-header')
    header?.classList.toggle('menu-open', open)
    if (!open) return
    const root = document.documentElement
    root.classList.add('nav-scroll-lock')
    const outside = OUTSIDE.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)])
    for (const element of outside) element.inert = true

    const inside = () =>
      [button.current, ...(nav.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (e): e is HTMLElement => Boolean(e) && visible(e as HTMLElement),
      )
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close(true)
        return
      }
      if (event.key !== 'Tab') return
      const elements = inside()
      const index = elements.indexOf(document.activeElement as HTMLElement)
      const next = trappedFocusIndex(index, elements.length, event.shiftKey)
      if (next === null) return
      event.preventDefault()
      elements[next]?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!button.current?.contains(target) && !nav.current?.contains(target)) close(false)
    }
    // A followed link closes the menu, also one to a section of this page.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) setOpen(false)
    }
    const menu = nav.current
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    menu?.addEventListener('click', onClick)
    return () => {
      menu?.removeEventListener('click', onClick)
      header?.classList.remove('menu-open')
      root.classList.remove('nav-scroll-lock')
      for (const element of outside) element.inert = false
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, close])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-controls="huvudmeny"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="menu-toggle-bars" aria-hidden="true" />
        <span className="visually-hidden">{open ? 'Stäng menyn' : 'Öppna menyn'}</span>
      </button>
      <nav ref={nav} id="huvudmeny" className="main-nav" aria-label={label}>
        {children}
      </nav>
    </>
  )
}

/** Opens and closes one nested menu in the mobile menu, the panel and the overlay. */
export function SubmenuToggle({ controls, label }: { controls: string; label: string }) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  useEffect(() => setOpen(false), [pathname])
  return (
    <button
      type="button"
      className="submenu-toggle"
      aria-controls={controls}
      aria-expanded={open}
      onClick={() => setOpen((v) => !v)}
    >
      <span className="visually-hidden">Undermeny: {label}</span>
    </button>
  )
}
