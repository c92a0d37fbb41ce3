'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { subscribeModuleHash, writeModuleHash } from '@/ui/hashState'
import { scrollToElement } from '@/ui/scrollToElement'

import { initialTab, plainTabName, tabFromHash, tabKeyTarget, tabPanelId } from './tabsState'

type Props = {
  /** The module's element id: its hash entry is `#{moduleId}|{tabIndex}` (spec 2.3). */
  moduleId: string
  label: string
  tabs: { title: string; slug: string }[]
  /** The panels' content, rendered on the server. */
  panels: React.ReactNode[]
  activation: 'automatic' | 'manual'
  builderMode: boolean
  style?: React.CSSProperties
}

/**
 * WAI-ARIA tabs. Every panel is in the HTML; without JavaScript the tabs are plain links to
 * `#tab-{slug}` and the stylesheet shows the panel a link targets. With JavaScript the open tab follows
 * the URL hash (the module's entry, or a plain `#tab-{slug}`), arrow keys, Home and End move along the
 * tabs (a roving tabindex), and opening a tab writes the module's entry into the hash.
 */
export function TabsIsland({
  moduleId,
  label,
  tabs,
  panels,
  activation,
  builderMode,
  style,
}: Props) {
  const [active, setActive] = useState(0)
  // Until the island runs the stylesheet's no-JS rules apply (`:target` panels, every tab focusable).
  const [ready, setReady] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([])
  const slugKey = tabs.map((tab) => tab.slug).join(' ')

  useEffect(() => {
    const slugs = slugKey.split(' ')
    setReady(true)
    setActive(initialTab({ builderMode, hash: window.location.hash, moduleId, slugs }))
    if (builderMode) return

    const unsubscribe = subscribeModuleHash(moduleId, () => {
      const hash = window.location.hash
      const index = tabFromHash(hash, moduleId, slugs)
      setActive(index ?? 0)
      // A plain `#tab-{slug}` typed or followed brings the visitor to the tab it opened.
      if (index !== null && plainTabName(hash) && root.current) scrollToElement(root.current)
    })
    // Links elsewhere on the page to `#tab-{slug}` open the tab, scroll to it and push the hash. Caught
    // before the page's anchor scrolling, which would only scroll to the (hidden) panel.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]')
      if (!link || root.current?.querySelector('[role="tablist"]')?.contains(link)) return
      const name = plainTabName(link.getAttribute('href') ?? '')
      const index = slugs.findIndex((slug) => tabPanelId(slug) === name)
      if (index === -1 || !root.current) return
      event.preventDefault()
      setActive(index)
      const { pathname, search } = window.location
      window.history.pushState(window.history.state, '', `${pathname}${search}#${name}`)
      scrollToElement(root.current)
    }
    document.addEventListener('click', onClick, true)
    return () => {
      unsubscribe()
      document.removeEventListener('click', onClick, true)
    }
  }, [moduleId, slugKey, builderMode])

  const select = useCallback(
    (index: number) => {
      setActive(index)
      if (!builderMode) writeModuleHash(moduleId, [index])
    },
    [builderMode, moduleId],
  )

  const onKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === ' ') {
      // Links do not follow on Space; tabs open on it.
      event.preventDefault()
      select(index)
      return
    }
    const target = tabKeyTarget(event.key, index, tabs.length)
    if (target === null) return
    event.preventDefault()
    tabRefs.current[target]?.focus()
    if (activation === 'automatic') select(target)
  }

  const tabId = (index: number) => `${moduleId}-flik-${index}`

  return (
    <div ref={root} className="tabs" data-ready={ready ? '' : undefined} style={style}>
      <div role="tablist" aria-label={label} className="tabs-list">
        {tabs.map((tab, index) => (
          <a
            key={tab.slug}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            href={`#${tabPanelId(tab.slug)}`}
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={tabPanelId(tab.slug)}
            tabIndex={ready ? (index === active ? 0 : -1) : undefined}
            className="tabs-tab"
            onClick={(event) => {
              // A modified click opens the tab's own address (`#tab-{slug}`) in a new tab or window.
              if (event.metaKey || event.ctrlKey || event.shiftKey) return
              event.preventDefault()
              select(index)
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </a>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.slug}
          role="tabpanel"
          id={tabPanelId(tab.slug)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== active}
          className="tabs-panel"
        >
          {panels[index]}
        </div>
      ))}
    </div>
  )
}
