'use client'

import { usePathname } from 'next/navigation'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

// Search-as-you-type is fetched when the visitor reaches for the search, not with the page.
const loadCombobox = () => import('./SearchCombobox.client')
const SearchCombobox = lazy(() => loadCombobox().then((m) => ({ default: m.SearchCombobox })))

const subscribeNothing = () => () => {}
/** False in the server's HTML and while hydrating, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The header search (spec 2.7, 4.7: visible and hidden). Without JavaScript the button is a link to
 * the search page; with it, it opens a search form over the menu, focus moves to the field, and
 * Escape or the close button hide it again and give focus back to the button. The form is a plain
 * GET to `action` (/sok), so Enter always searches; suggestions come from the lazily loaded combobox.
 */
export function HeaderSearch({ action }: { action: string }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const pathname = usePathname()
  const toggle = useRef<HTMLButtonElement>(null)
  const overlay = useRef<HTMLDivElement>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggle.current?.focus()
  }, [])
  // Whichever field is mounted while the overlay is open has the focus: the plain one at once, the
  // combobox when its code has arrived (it takes over the text typed so far).
  const field = useCallback(
    (input: HTMLInputElement | null) => {
      if (input && open) input.focus()
    },
    [open],
  )

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      // The combobox takes the first Escape to close its list.
      if (event.key === 'Escape' && !event.defaultPrevented) close(true)
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!overlay.current?.contains(target) && !toggle.current?.contains(target)) close(false)
    }
    // The overlay covers the header: focus moving out of it (Tab) hides it, so the focused control
    // is never hidden beneath it.
    const onFocus = (event: FocusEvent) => {
      if (!overlay.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open, close])

  const plainField = (
    <input
      ref={field}
      id="sidsok-falt"
      className="search-overlay-field"
      name="q"
      type="search"
      autoComplete="off"
      maxLength={100}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
    />
  )

  return (
    <div className="header-search" data-state={open ? 'visible' : 'hidden'}>
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          className="search-toggle"
          aria-expanded={open}
          aria-controls="sidsok"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadCombobox()}
          onFocus={() => void loadCombobox()}
        >
          <SearchIcon />
          <span className="visually-hidden">Sök på webbplatsen</span>
        </button>
      ) : (
        <a className="search-toggle" href={action}>
          <SearchIcon />
          <span className="visually-hidden">Sök på webbplatsen</span>
        </a>
      )}
      <div ref={overlay} id="sidsok" className="search-overlay" inert={!open}>
        <form
          className="search-overlay-form"
          action={action}
          method="get"
          role="search"
          aria-label="Snabbsök"
        >
          <label htmlFor="sidsok-falt" className="visually-hidden">
            Sökord
          </label>
          {open ? (
            <Suspense fallback={plainField}>
              <SearchCombobox inputRef={field} query={query} onQuery={setQuery} />
            </Suspense>
          ) : (
            plainField
          )}
          <button type="submit" className="search-overlay-submit">
            Sök
          </button>
          <button type="button" className="search-overlay-close" onClick={() => close(true)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Stäng sökrutan</span>
          </button>
        </form>
      </div>
    </div>
  )
}
