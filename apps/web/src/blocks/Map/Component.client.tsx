'use client'

import { useEffect, useRef, useState } from 'react'

import type { LeafletMapOptions } from './leafletMap'

type Props = Omit<LeafletMapOptions, 'labels'> & {
  labels: LeafletMapOptions['labels'] & {
    show: string
    loading: string
    failed: string
    note: string
    mapHelp: string
  }
}

type Status = 'preview' | 'loading' | 'ready' | 'failed'

/**
 * The 'Visa karta' button over the static preview. Tiles come from a third party, so nothing is
 * requested until the visitor presses it; then Leaflet (its code and stylesheet, in their own
 * chunk) is imported and mounted in place of the preview, and focus moves to the map.
 */
export function MapLoader({ labels, ...options }: Props) {
  const [status, setStatus] = useState<Status>('preview')
  // Each press of the button (again after a failure) is one attempt to load the map.
  const [attempt, setAttempt] = useState(0)
  const mapRef = useRef<HTMLDivElement>(null)
  // The options of a rendered module never change; the key keeps the effect from re-running.
  const optionsKey = JSON.stringify({ ...options, labels })

  useEffect(() => {
    const el = mapRef.current
    if (!attempt || !el) return
    let cancelled = false
    let unmount: (() => void) | undefined
    const { labels: mapLabels, ...mapOptions } = JSON.parse(optionsKey) as Props
    import('./leafletMap')
      .then(({ mountLeafletMap }) => {
        if (cancelled) return
        unmount = mountLeafletMap(el, { ...mapOptions, labels: mapLabels }).remove
        setStatus('ready')
        el.focus({ preventScroll: true })
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [attempt, optionsKey])

  return (
    <>
      <div
        ref={mapRef}
        className="map-live"
        role="group"
        aria-label={labels.mapHelp}
        hidden={status === 'preview' || status === 'failed'}
      />
      {status === 'ready' ? null : (
        <div className="map-consent">
          <p className="map-note">{labels.note}</p>
          <button
            type="button"
            className="button button-primary map-show"
            aria-disabled={status === 'loading' || undefined}
            onClick={() => {
              if (status === 'loading') return
              setStatus('loading')
              setAttempt((n) => n + 1)
            }}
          >
            {status === 'loading' ? labels.loading : labels.show}
          </button>
        </div>
      )}
      <p className="map-status" role="status">
        {status === 'failed' ? labels.failed : ''}
      </p>
    </>
  )
}
