'use client'

import { useEffect } from 'react'

import { scrollDuration, smoothScrollTo } from '@/ui/smoothScroll'

/**
 * Smooth-scrolls same-page '#anchor' links over 800 ms, or 1600 ms when the target lies more than
 * 4000 px down (spec 2.3, 9.6). Hash-state links ('#module|2') belong to their modules and are left
 * alone, and nothing happens in builder mode, where link clicks are off.
 */
export function AnchorScroll() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href^="#"]',
      ) as HTMLAnchorElement | null
      if (!anchor) return
      if (document.body.dataset.builderMode === 'true') {
        event.preventDefault()
        return
      }
      const id = decodeURIComponent(anchor.getAttribute('href')?.slice(1) ?? '')
      if (!id || id.includes('|')) return
      const target = document.getElementById(id)
      if (!target) return
      event.preventDefault()
      const top = target.getBoundingClientRect().top + window.scrollY - headerOffset()
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      smoothScrollTo(top, reduce ? 0 : scrollDuration(top), () => {
        history.pushState(null, '', `#${id}`)
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
      })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}

function headerOffset(): number {
  const header = document.querySelector('.site-header')
  return header && getComputedStyle(header).position === 'sticky'
    ? header.getBoundingClientRect().height
    : 0
}
