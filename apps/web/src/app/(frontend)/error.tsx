'use client'

import Link from 'next/link'

/**
 * What a visitor sees when a page fails while it is shown (the header and footer stay): a plain
 * Swedish message and a way to try again. The server logs the error; the digest ties the two.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return (
    <div className="container page-error" role="alert">
      <h1>Något gick fel</h1>
      <p>Sidan kunde inte visas just nu. Försök igen om en liten stund.</p>
      <p>
        <button type="button" className="button" onClick={reset}>
          Försök igen
        </button>{' '}
        <Link href="/">Till startsidan</Link>
      </p>
      {error.digest ? <p className="page-error-code">Felkod: {error.digest}</p> : null}
    </div>
  )
}
