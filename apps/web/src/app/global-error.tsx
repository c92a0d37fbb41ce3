'use client'

/**
 * The last resort, when the site's own layout fails: a whole document of its own with a Swedish
 * message. It replaces Next's default, which is English and larger.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="sv">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: '4rem auto',
          maxWidth: '36rem',
          padding: '0 1rem',
        }}
      >
        <h1>Något gick fel</h1>
        <p>Webbplatsen kunde inte visas just nu. Försök igen om en liten stund.</p>
        <button type="button" onClick={reset}>
          Försök igen
        </button>
      </body>
    </html>
  )
}
