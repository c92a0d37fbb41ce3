import type { Metadata } from 'next'
import Link from 'next/link'

import { searchSite } from '@/features/search'
import { payloadClient } from '@/platform/payload'

export const metadata: Metadata = {
  title: 'Sök',
  robots: { index: false },
}

const typeLabel = { page: 'Sida', post: 'Blogginlägg', project: 'Projekt' } as const

type Args = { searchParams: Promise<{ q?: string | string[] }> }

/** Site search results; rendered per request (the query is the visitor's). */
export default async function SearchPage({ searchParams }: Args) {
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? ''
  const hits = q.length >= 2 ? await searchSite(await payloadClient(), q, 20) : []
  return (
    <div className="container-narrow">
      <h1>Sök</h1>
      <form action="/sok" method="get" role="search" className="search-form">
        <label htmlFor="sok-q">Sök på webbplatsen</label>
        <div className="search-row">
          <input
            id="sok-q"
            name="q"
            type="search"
            defaultValue={q}
            minLength={2}
            maxLength={100}
            required
          />
          <button type="submit" className="button button-primary">
            Sök
          </button>
        </div>
      </form>
      {q.length >= 2 ? (
        <section aria-live="polite" aria-label="Sökresultat">
          <p>
            {hits.length === 0 ? `Inga träffar för ”${q}”.` : `${hits.length} träffar för ”${q}”.`}
          </p>
          <ul className="search-results">
            {hits.map((hit) => (
              <li key={hit.url}>
                <span className="card-meta">{typeLabel[hit.type]}</span>
                <h2 className="card-title">
                  <Link href={hit.url}>{hit.title}</Link>
                </h2>
                {hit.excerpt ? <p>{hit.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : q ? (
        <p>Skriv minst två tecken.</p>
      ) : null}
    </div>
  )
}
