'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { isModifiedClick } from '@/ui/PaginationNav'

import {
  ajaxCacheKey,
  CONTAINER_ATTRIBUTE,
  FOCUS_ATTRIBUTE,
  isListingLink,
  listingAddress,
  pageAddress,
  replyDecision,
  stateWithListing,
} from './ajaxPagination'

type Props = {
  /** The module's element id: the fetched page is searched for the same module. */
  moduleId: string
  className?: string
  children: React.ReactNode
}

/** Fetched containers by address and module, for the life of the document. */
const cache = new Map<string, string>()

function containerHtml(page: string, moduleId: string): string | null {
  const doc = new DOMParser().parseFromString(page, 'text/html')
  const container = doc.getElementById(moduleId)?.querySelector(`[${CONTAINER_ATTRIBUTE}]`)
  return container ? container.innerHTML : null
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * The pagination container of a post listing with ajax pagination (spec 7.3 item 5). Its page links
 * are ordinary links to real addresses; with JavaScript a click fetches that address, takes the same
 * module's container out of the reply and swaps it in here, leaving the rest of the page alone. The
 * address is pushed to the history, so back and forward step through the pages, and focus moves to
 * the new list.
 */
export function AjaxPagination({ moduleId, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const [html, setHtml] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const loadedFrom = useRef('')
  const shown = useRef('')
  const latest = useRef(0)

  const show = useCallback(
    async (href: string, push: boolean) => {
      const address = pageAddress(href, window.location.href)
      if (address === shown.current) return
      const ticket = ++latest.current
      const key = ajaxCacheKey(address, moduleId, window.location.href)
      let content = cache.get(key)
      if (content === undefined) {
        setBusy(true)
        try {
          const reply = await fetch(address, { headers: { accept: 'text/html' } })
          const found = containerHtml(await reply.text(), moduleId)
          if (replyDecision(reply.status, found !== null) === 'navigate' || found === null) {
            window.location.assign(address)
            return
          }
          content = found
          cache.set(key, content)
        } catch {
          window.location.assign(address)
          return
        } finally {
          if (ticket === latest.current) setBusy(false)
        }
      }
      // A later click or history step has overtaken this one.
      if (ticket !== latest.current) return
      if (push) {
        const url = new URL(address)
        window.history.pushState(
          stateWithListing(window.history.state, moduleId, address),
          '',
          `${url.pathname}${url.search}${window.location.hash}`,
        )
      }
      shown.current = address
      setHtml(content)
      if (push) setFocusRequest((n) => n + 1)
    },
    [moduleId],
  )

  useEffect(() => {
    const address = pageAddress(window.location.href, window.location.href)
    loadedFrom.current = address
    shown.current = address
    if (ref.current) {
      cache.set(ajaxCacheKey(address, moduleId, address), ref.current.innerHTML)
    }
    const onPopState = (event: PopStateEvent) => {
      void show(listingAddress(event.state, moduleId, loadedFrom.current), false)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [moduleId, show])

  useEffect(() => {
    const container = ref.current
    if (!focusRequest || !container) return
    // Bring the listing's top into view below the sticky header (the page's scroll-padding).
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    if (container.getBoundingClientRect().top < padding) {
      container.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'instant' : 'smooth' })
    }
    const target = container.querySelector<HTMLElement>(`[${FOCUS_ATTRIBUTE}]`) ?? container
    target.focus({ preventScroll: true })
  }, [focusRequest])

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return
    const link = (event.target as Element).closest('a')
    if (!link || !link.closest('.pagination') || (link.target && link.target !== '_self')) return
    if (!isListingLink(link.href, window.location.href)) return
    event.preventDefault()
    void show(link.href, true)
  }

  const common = {
    ref,
    className,
    onClick,
    'aria-busy': busy || undefined,
    [CONTAINER_ATTRIBUTE]: '',
  }
  // The server-rendered children until the first swap, then the fetched markup.
  return html === null ? (
    <div {...common}>{children}</div>
  ) : (
    <div {...common} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
