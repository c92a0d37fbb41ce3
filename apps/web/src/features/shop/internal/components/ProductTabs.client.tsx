'use client'

import { useEffect, useRef, useState } from 'react'

import { scrollToElement } from '@/ui/scrollToElement'

export type TabSpec = { id: string; label: string; content: React.ReactNode }

/** Spec 2.3: a module link to this hash opens the reviews tab, smooth-scrolls to it and pushes the hash. */
const REVIEWS_TAB_HASH = 'product_reviews_tab'

const tabIdOf = (hash: string) =>
  hash === REVIEWS_TAB_HASH ? 'reviews' : hash.replace(/^tab-/, '')

/**
 * Description / reviews / more information. The '#reviews' link (and any '#<tab id>' hash) opens
 * its tab and scrolls to it; in the builder preview tabs always start on the first one (spec 6).
 */
export function ProductTabs({ tabs }: { tabs: TabSpec[] }) {
  const [active, setActive] = useState(tabs[0]?.id ?? '')
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const fromHash = () => {
      if (document.body.dataset.builderMode === 'true') return
      const id = tabIdOf(decodeURIComponent(window.location.hash.slice(1)))
      if (tabs.some((t) => t.id === id)) {
        setActive(id)
        root.current?.scrollIntoView({ block: 'start' })
      }
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    // Links to '#reviews' inside the page (the star summary) open the tab even when the hash is unchanged.
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href^="#"]')
      const id = a?.getAttribute('href')?.slice(1)
      if (id === REVIEWS_TAB_HASH && tabs.some((t) => t.id === 'reviews') && root.current) {
        e.preventDefault()
        if (document.body.dataset.builderMode === 'true') return
        setActive('reviews')
        scrollToElement(root.current, 0, () => {
          history.pushState(null, '', `#${REVIEWS_TAB_HASH}`)
          refs.current.reviews?.focus({ preventScroll: true })
        })
        return
      }
      if (id && tabs.some((t) => t.id === id)) {
        e.preventDefault()
        history.replaceState(null, '', `#${id}`)
        setActive(id)
        root.current?.scrollIntoView({ block: 'start' })
        refs.current[id]?.focus()
      }
    }
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener('hashchange', fromHash)
      document.removeEventListener('click', onClick)
    }
  }, [tabs])

  const move = (d: number) => {
    const i = tabs.findIndex((t) => t.id === active)
    const next = tabs[(i + d + tabs.length) % tabs.length]
    if (next) {
      setActive(next.id)
      refs.current[next.id]?.focus()
    }
  }

  return (
    <div className="product-tabs" ref={root}>
      <div role="tablist" aria-label="Produktinformation" className="product-tabs-list">
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            onClick={() => setActive(t.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1)
              if (e.key === 'ArrowLeft') move(-1)
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`panel-${t.id}`}
          aria-labelledby={`tab-${t.id}`}
          hidden={active !== t.id}
          tabIndex={0}
          className="product-tabs-panel"
        >
          {t.content}
        </div>
      ))}
    </div>
  )
}
