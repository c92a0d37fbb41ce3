import type { Metadata } from 'next'
import Link from 'next/link'
import { Fragment } from 'react'

import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'
import { payloadClient } from '@/platform/payload'

import { readResultsPath, searchHref } from '../routing'
import { SearchBox } from '../client'
import { pagerItems } from '../internal/pager'
import { searchSite, type SearchResults } from '../internal/server/searchSite'
import type { SnippetPart } from '../internal/snippet'
import { typeLabels } from '../internal/sources'

const PER_PAGE = 10

/** The route of a results page: the query and page the proxy put in the path (see ../address.ts). */
type ResultsProps = { params: Promise<{ query: string; page: string }> }

async function readParams({ params }: ResultsProps): Promise<{ q: string; page: number } | null> {
  const { query, page } = await params
  const read = readResultsPath(query, page)
  return read && { q: read.query, page: read.page }
}

export const searchMetadata: Metadata = { title: 'Sök', robots: { index: false } }

export async function generateResultsMetadata(props: ResultsProps): Promise<Metadata> {
  const read = await readParams(props)
  return read ? { title: `Sök: ${read.q}`, robots: { index: false } } : notFoundMetadata
}

const pageHref = (q: string, page: number) => searchHref(q, page)

const hitsLabel = (n: number) => (n === 1 ? '1 träff' : `${n.toLocaleString('sv-SE')} träffar`)

function Snippet({ parts }: { parts: SnippetPart[] }) {
  if (!parts.length) return null
  return (
    <p className="search-snippet">
      {parts.map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </p>
  )
}

function Pager({ q, results }: { q: string; results: SearchResults }) {
  const { page, totalPages } = results
  if (totalPages < 2) return null
  return (
    <nav className="search-pager" aria-label="Sökresultatens sidor">
      <ul>
        {page > 1 ? (
          <li>
            <a href={pageHref(q, page - 1)} rel="prev">
              Föregående
            </a>
          </li>
        ) : null}
        {pagerItems(page, totalPages).map((item, i) =>
          'gap' in item ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={pageHref(q, item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Sida ${item.page}`}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <a href={pageHref(q, page + 1)} rel="next">
              Nästa
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

function Results({ q, results }: { q: string; results: SearchResults }) {
  if (!results.total)
    return (
      <div className="search-empty">
        <h2>Inga träffar för ”{q}”</h2>
        <p>Kontrollera stavningen, sök på färre ord eller prova ett mer allmänt ord.</p>
        <p>
          <Link href="/">Till startsidan</Link>
        </p>
      </div>
    )
  const from = (results.page - 1) * PER_PAGE + 1
  const to = from + results.hits.length - 1
  return (
    <>
      <p className="search-summary">
        {hitsLabel(results.total)} för ”{q}”
        {results.totalPages > 1 && results.hits.length
          ? ` – visar ${from}–${to}, sida ${results.page} av ${results.totalPages}`
          : ''}
      </p>
      {results.hits.length ? (
        <ol className="search-results" start={from}>
          {results.hits.map((hit) => (
            <li key={hit.url} className="search-hit">
              <span className="search-hit-type">{typeLabels[hit.type]}</span>
              <h2 className="search-hit-title">
                <a href={hit.url}>{hit.title}</a>
              </h2>
              <Snippet parts={hit.snippet} />
            </li>
          ))}
        </ol>
      ) : (
        <p>
          Sidan finns inte. <a href={pageHref(q, 1)}>Till första sidan med träffar</a>
        </p>
      )}
      <Pager q={q} results={results} />
    </>
  )
}

/** /sok without a query: the search box. Static. */
export function SearchPage() {
  return <SearchView q="" results={null} />
}

/**
 * /sok?q=…&sida=…, rendered at the path the proxy rewrites it to: ranked hits from the site's full-text
 * index, ten to a page. Rendered once per query and page, then served from the cache until the
 * content changes. A path the proxy would not have made is not a page.
 */
export async function SearchResultsPage(props: ResultsProps) {
  const read = await readParams(props)
  if (!read) return <NotFoundContent />
  const { q, page } = read
  const results = await searchSite(await payloadClient(), q, { page, perPage: PER_PAGE })
  return <SearchView q={q} results={results} />
}

function SearchView({ q, results }: { q: string; results: SearchResults | null }) {
  return (
    <div className="container-narrow search-page">
      <h1>Sök</h1>
      <SearchBox label="Sök på webbplatsen" button="Sök" defaultValue={q} />
      {results && results.terms.length ? (
        <section className="search-result-list" aria-label="Sökresultat">
          <Results q={q} results={results} />
        </section>
      ) : q ? (
        <p className="search-summary">Skriv minst två bokstäver eller siffror.</p>
      ) : null}
    </div>
  )
}
