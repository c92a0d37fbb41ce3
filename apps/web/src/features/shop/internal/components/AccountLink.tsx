import Link from 'next/link'

/**
 * The header's link to "Mitt konto". The same for every visitor (the page behind it knows who is
 * signed in), so cached pages stay cached and it ships no JavaScript.
 */
export function AccountLink() {
  return (
    <Link href="/konto" className="header-account">
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
      <span className="visually-hidden">Mitt konto</span>
    </Link>
  )
}
