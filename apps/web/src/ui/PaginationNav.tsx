import './pagination.css'

import type React from 'react'

import { paginationWindow } from './pagination'

type Props = {
  /** Accessible name of the navigation, e.g. "Projekt, sidor". */
  label: string
  current: number
  pages: number
  /** The address of a page: a hash link (`moduleHashHref`) or a real URL. */
  href: (page: number) => string
  /** Client-side handling of a click; absent, the links simply navigate. */
  onNavigate?: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void
  className?: string
}

/**
 * Previous, numbered and next page links under the window rule of spec 9.4. All numbered links are
 * rendered (pages outside the window carry `hidden`), so the markup is the same on the server and
 * after hydration. It has no state of its own and renders in server and client components alike.
 */
export function PaginationNav({ label, current, pages, href, onNavigate, className }: Props) {
  if (pages <= 1) return null
  const { visible, showPrevious, showNext } = paginationWindow(current, pages)
  const link = (page: number) => ({
    href: href(page),
    onClick: onNavigate
      ? (event: React.MouseEvent<HTMLAnchorElement>) => onNavigate(page, event)
      : undefined,
  })
  return (
    <nav className={['pagination', className].filter(Boolean).join(' ')} aria-label={label}>
      <ul>
        {showPrevious ? (
          <li>
            <a {...link(current - 1)} className="pagination-prev" rel="prev">
              <span aria-hidden="true">« </span>Föregående
            </a>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page} hidden={!visible.includes(page)}>
            <a
              {...link(page)}
              aria-label={`Sida ${page}`}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </a>
          </li>
        ))}
        {showNext ? (
          <li>
            <a {...link(current + 1)} className="pagination-next" rel="next">
              Nästa<span aria-hidden="true"> »</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** Whether a click should be left to the browser (new tab, new window, download, other button). */
export function isModifiedClick(event: React.MouseEvent | MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0
}
