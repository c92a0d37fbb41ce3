'use client'

import './internal/consentGate.css'

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { CATEGORY_LABELS, type ConsentCategory } from './internal/categories'
import {
  allowCategory,
  hasConsent,
  onConsentChange,
  openConsentPreferences,
} from './internal/store'

export type ConsentGateProps = {
  category: ConsentCategory
  /** The third party, named in the placeholder ("YouTube", "Spotify", "OpenStreetMap"). */
  service: string
  /** Offers to show this one item without storing consent, under this label. */
  onceLabel?: string
  /** Extra class on the placeholder, for a module to size or place it where its content will be. */
  className?: string
  children: ReactNode
}

const serverSnapshot = () => false
const clientSnapshot = () => true
const noSubscription = () => () => undefined

const FOCUSABLE =
  'button, a[href], iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Renders `children` (which may load third-party content) only once the visitor allows `category`;
 * until then a placeholder names the service and offers to allow the category, or to show this item
 * once. The server and the first client render show the placeholder, so nothing third-party is in
 * the cached HTML.
 */
export function ConsentGate({
  category,
  service,
  onceLabel,
  className,
  children,
}: ConsentGateProps) {
  const allowed = useSyncExternalStore(onConsentChange, () => hasConsent(category), serverSnapshot)
  // False on the server and while hydrating: the buttons stay disabled until their handlers exist, so
  // an early press is not silently lost.
  const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot)
  const [once, setOnce] = useState(false)
  // Set when this placeholder's own button revealed the content: focus follows it there.
  const [handOver, setHandOver] = useState(false)
  const contentRef = useRef<HTMLDivElement>(null)
  const shown = allowed || once

  useEffect(() => {
    const content = contentRef.current
    if (!shown || !handOver || !content) return
    // The content may be a lazily loaded island: wait (briefly) for its first control.
    const focusFirst = () => {
      const target = content.querySelector<HTMLElement>(FOCUSABLE)
      if (!target) return false
      target.focus()
      return true
    }
    if (focusFirst()) return
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect()
    })
    observer.observe(content, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), 5000)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [shown, handOver])

  if (shown)
    return (
      <div ref={contentRef} className="consent-gate-content">
        {children}
      </div>
    )
  const label = CATEGORY_LABELS[category]
  return (
    <div
      className={className ? `consent-gate ${className}` : 'consent-gate'}
      data-consent-gate={category}
    >
      <p className="consent-gate-text">
        Det här innehållet kommer från {service}, som kan sätta egna cookies. Det visas när du
        tillåter cookiekategorin ”{label}”.
      </p>
      <div className="consent-gate-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!hydrated}
          onClick={() => {
            setHandOver(true)
            void allowCategory(category)
          }}
        >
          {`Tillåt ${label.toLowerCase()}`}
        </button>
        {onceLabel ? (
          <button
            type="button"
            className="button button-outline"
            disabled={!hydrated}
            onClick={() => {
              setHandOver(true)
              setOnce(true)
            }}
          >
            {onceLabel}
          </button>
        ) : null}
        <button
          type="button"
          className="consent-gate-settings"
          disabled={!hydrated}
          onClick={openConsentPreferences}
        >
          Cookie-inställningar
        </button>
      </div>
    </div>
  )
}
