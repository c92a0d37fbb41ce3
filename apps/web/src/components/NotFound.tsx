import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { linkHref } from '@/platform/linkHref'
import { getHeader } from '@/platform/queries'

import { CmsLink } from './CmsLink'

export const NOT_FOUND_TITLE = 'Sidan hittades inte'

/** The head of a 404: its own title, and no indexing. */
export const notFoundMetadata: Metadata = {
  title: NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
}

/**
 * The Swedish 404: what happened, a search box, and the site's main sections (the header menu, so it
 * follows what editors put there). Rendered inside the site layout by `not-found.tsx` and by
 * `NotFoundBoundary`.
 */
export async function NotFoundView() {
  const header = await getHeader()
  const sections = (header.navItems ?? []).filter((item) => item.link?.label && linkHref(item.link))
  const menuHasHome = sections.some((item) => linkHref(item.link) === '/')
  return (
    <div className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        Sidan du letar efter finns inte längre eller har flyttats. Kontrollera adressen, sök på
        webbplatsen eller gå vidare till något av avsnitten nedan.
      </p>
      <form className="not-found-search" action="/sok" method="get" role="search">
        <label htmlFor="not-found-q">Sök på webbplatsen</label>
        <input id="not-found-q" name="q" type="search" autoComplete="off" />
        <button type="submit" className="button button-primary">
          Sök
        </button>
      </form>
      <nav aria-label="Avsnitt på webbplatsen">
        <ul className="not-found-links">
          {menuHasHome ? null : (
            <li>
              <Link href="/">Startsidan</Link>
            </li>
          )}
          {sections.map((item, i) => (
            <li key={item.id ?? i}>
              <CmsLink link={item.link} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/**
 * What a statically generated page returns when its document does not exist, instead of calling
 * `notFound()` itself. Next.js 16 answers a page's `notFound()` with status 404 but an empty document
 * whose 404 text exists only in the script payload (vercel/next.js#62228): no layout, no `lang`,
 * nothing for crawlers or visitors without JavaScript. Thrown inside a Suspense boundary instead, the
 * page and layout render on the server, the boundary's fallback (this 404 view) is sent in its place
 * and the status is still 404; in the browser Next's not-found boundary then shows the same view.
 *
 * Only the missing case gets the boundary: a found page renders as before, because React sends large
 * completed boundaries after their fallback (swapped in by a script), which would show the 404 view to
 * visitors without JavaScript.
 */
export function NotFoundContent() {
  return (
    <Suspense fallback={<NotFoundView />}>
      <CallNotFound />
    </Suspense>
  )
}

function CallNotFound(): never {
  notFound()
}
