'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'

import {
  nextActiveOption,
  parseSuggestions,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_LENGTH,
  suggestionStatus,
  type Suggestion,
} from './searchSuggest'

/** The ajax endpoint and its nonce, from the page's JSON config (app/(frontend)/layout.tsx). */
function pageConfig(): { ajaxurl: string; nonce: string } | null {
  try {
    const config = JSON.parse(document.getElementById('smedja-config')?.textContent ?? '') as {
      ajaxurl?: unknown
      et_frontend_nonce?: unknown
    }
    return typeof config.ajaxurl === 'string' && typeof config.et_frontend_nonce === 'string'
      ? { ajaxurl: config.ajaxurl, nonce: config.et_frontend_nonce }
      : null
  } catch {
    return null
  }
}

const LIST_ID = 'sidsok-forslag'
const optionId = (index: number) => `${LIST_ID}-${index}`

/**
 * The header search field as an ARIA 1.2 combobox with a list of the first few results while typing
 * (the site search's `smedja_site_search` action, asked 200 ms after the last key press; an older
 * answer never replaces a newer one). Up and Down move through the list, Enter opens the chosen
 * result (or searches, as the plain form does), Escape closes the list first.
 */
export function SearchCombobox({
  inputRef,
  query,
  onQuery,
}: {
  inputRef: (input: HTMLInputElement | null) => void
  query: string
  onQuery: (query: string) => void
}) {
  const router = useRouter()
  const [hits, setHits] = useState<Suggestion[]>([])
  const [expanded, setExpanded] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')

  useEffect(() => {
    const q = query.trim()
    if (q.length < SUGGEST_MIN_LENGTH) {
      setHits([])
      setExpanded(false)
      setActive(-1)
      return
    }
    const config = pageConfig()
    if (!config) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(config.ajaxurl, {
          method: 'POST',
          body: new URLSearchParams({
            action: 'smedja_site_search',
            q,
            et_frontend_nonce: config.nonce,
          }),
          signal: controller.signal,
        })
        const list = parseSuggestions(await response.json())
        if (!list) return
        setHits(list)
        setActive(-1)
        setExpanded(true)
        setStatus(suggestionStatus(list.length))
      } catch {
        // No suggestions (offline, aborted by a newer query): the form still searches.
      }
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const showList = expanded && hits.length > 0
  const open = (hit: Suggestion) => router.push(hit.url)

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return
      event.preventDefault()
      setExpanded(true)
      setActive((current) => nextActiveOption(showList ? current : -1, hits.length, event.key))
    } else if (event.key === 'Enter' && showList && active >= 0) {
      const hit = hits[active]
      if (!hit) return
      event.preventDefault()
      open(hit)
    } else if (event.key === 'Escape' && showList) {
      // Handled here: the overlay closes on the next Escape.
      event.preventDefault()
      setExpanded(false)
      setActive(-1)
    }
  }

  return (
    <div className="search-combobox">
      <input
        ref={inputRef}
        id="sidsok-falt"
        className="search-overlay-field"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={LIST_ID}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={100}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
        onFocus={() => hits.length && setExpanded(true)}
      />
      <ul
        id={LIST_ID}
        className="search-suggestions"
        role="listbox"
        aria-label="Förslag"
        hidden={!showList}
      >
        {hits.map((hit, index) => (
          // Chosen with the keyboard from the field (aria-activedescendant); the pointer clicks here.
          <li
            key={hit.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-suggestion"
            // Keeps the focus in the field, so the list stays open until the click lands.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => open(hit)}
          >
            <span className="search-suggestion-title">{hit.title}</span>
            {hit.excerpt ? <span className="search-suggestion-excerpt">{hit.excerpt}</span> : null}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  )
}
