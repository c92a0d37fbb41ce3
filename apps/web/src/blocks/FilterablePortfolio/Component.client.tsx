'use client'

import type React from 'react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { classNames } from '@/blocks/shared/visibility'
import {
  moduleHashHref,
  readModuleHash,
  subscribeModuleHash,
  writeModuleHash,
} from '@/ui/hashState'
import { isModifiedClick, PaginationNav } from '@/ui/PaginationNav'

import {
  ALL,
  categoryClass,
  filterAnnouncement,
  filteredIndices,
  hashParams,
  NO_SCRIPT_FILTERS,
  pageAnnouncement,
  pagesFor,
  type PortfolioEntry,
  type PortfolioState,
  shownIndices,
  stateFromHash,
} from './portfolioState'

type Category = { slug: string; title: string }

type Props = {
  /** The module's element id: its hash entry is `#{moduleId}|{categorySlug}|{page}` (spec 2.3). */
  moduleId: string
  label: string
  categories: Category[]
  /** One entry per card, in the same order: the category slugs of each project. */
  entries: PortfolioEntry[]
  /** The projects, rendered on the server. */
  cards: React.ReactNode[]
  perPage: number
  layout: 'grid' | 'fullwidth'
}

const initial: PortfolioState = { category: ALL, page: 1 }

/**
 * Category filters and pages over server-rendered project cards. The state lives in the URL hash, so
 * a reload, a shared link or the back button restores it; other modules' entries are kept.
 *
 * Without JavaScript every project stays listed: the pagination is hidden and the filter links jump
 * to empty `{moduleId}|{slug}|1` targets whose `:target` rules filter the grid in CSS.
 */
export function PortfolioGrid({
  moduleId,
  label,
  categories,
  entries,
  cards,
  perPage,
  layout,
}: Props) {
  const [state, setState] = useState<PortfolioState>(initial)
  // Until hydration the page-1 state is drawn by CSS (`@media (scripting: enabled)`), then by `hidden`.
  const [mounted, setMounted] = useState(false)
  const [message, setMessage] = useState('')
  const gridRef = useRef<HTMLUListElement>(null)
  const slugs = useMemo(() => categories.map((c) => c.slug), [categories])

  const titleOf = useCallback(
    (slug: string) => categories.find((c) => c.slug === slug)?.title ?? null,
    [categories],
  )

  useEffect(() => {
    setMounted(true)
    setState(stateFromHash(readModuleHash(moduleId), slugs, entries, perPage))
    return subscribeModuleHash(moduleId, (params) => {
      const next = stateFromHash(params, slugs, entries, perPage)
      setState(next)
      setMessage(
        filterAnnouncement(
          filteredIndices(entries, next.category).length,
          next.category === ALL ? null : titleOf(next.category),
        ),
      )
    })
  }, [moduleId, slugs, entries, perPage, titleOf])

  const choose = (category: string, event: React.MouseEvent) => {
    if (isModifiedClick(event)) return
    event.preventDefault()
    const next = { category, page: 1 }
    setState(next)
    writeModuleHash(moduleId, hashParams(next))
    setMessage(
      filterAnnouncement(
        filteredIndices(entries, category).length,
        category === ALL ? null : titleOf(category),
      ),
    )
  }

  const pages = pagesFor(entries, state.category, perPage)
  const goTo = (page: number, event: React.MouseEvent) => {
    if (isModifiedClick(event)) return
    event.preventDefault()
    const next = { ...state, page }
    setState(next)
    writeModuleHash(moduleId, hashParams(next))
    setMessage(pageAnnouncement(page, pages))
    // Keyboard and screen-reader users continue from the first project of the new page.
    requestAnimationFrame(() => {
      gridRef.current
        ?.querySelector<HTMLElement>(':scope > li:not([hidden]) a')
        ?.focus({ preventScroll: true })
    })
  }

  const shown = new Set(shownIndices(entries, state, perPage))
  // Index (1-based) of each category among the first NO_SCRIPT_FILTERS, for the no-JS CSS rules.
  const scriptless = new Map(categories.slice(0, NO_SCRIPT_FILTERS).map((c, i) => [c.slug, i + 1]))

  return (
    <div className="portfolio-body">
      {categories.slice(0, NO_SCRIPT_FILTERS).map((category, index) => (
        <span
          key={category.slug}
          id={`${moduleId}|${category.slug}|1`}
          className={`portfolio-target portfolio-target-${index + 1}`}
        />
      ))}
      {categories.length > 1 ? (
        <nav className="portfolio-filters" aria-label={`${label}, filtrera efter kategori`}>
          <ul>
            <li>
              <a
                href={moduleHashHref(moduleId, [ALL, 1])}
                className="portfolio-filter portfolio-filter-all"
                aria-current={state.category === ALL ? 'true' : undefined}
                onClick={(event) => choose(ALL, event)}
              >
                Alla
              </a>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <a
                  href={moduleHashHref(moduleId, [category.slug, 1])}
                  className={classNames(
                    'portfolio-filter',
                    scriptless.has(category.slug) &&
                      `portfolio-filter-${scriptless.get(category.slug)}`,
                  )}
                  aria-current={state.category === category.slug ? 'true' : undefined}
                  onClick={(event) => choose(category.slug, event)}
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="visually-hidden" role="status">
        {message}
      </p>
      <ul
        ref={gridRef}
        className={`portfolio-grid portfolio-grid-${layout}`}
        aria-label={label}
        data-category={state.category}
        data-page={state.page}
      >
        {cards.map((card, index) => {
          const categoriesOf = entries[index]?.categories ?? []
          const on = shown.has(index)
          return (
            <li
              key={index}
              className={classNames(
                'portfolio-entry',
                ...categoriesOf.map(categoryClass),
                ...categoriesOf.map(
                  (slug) => scriptless.has(slug) && `portfolio-in-${scriptless.get(slug)}`,
                ),
                !on && 'is-off',
              )}
              hidden={mounted && !on}
            >
              {card}
            </li>
          )
        })}
      </ul>
      <PaginationNav
        className="portfolio-pagination"
        label={`${label}, sidor`}
        current={state.page}
        pages={pages}
        href={(page) => moduleHashHref(moduleId, hashParams({ ...state, page }))}
        onNavigate={goTo}
      />
    </div>
  )
}
