import Link from 'next/link'

import { LineIcon } from './LineIcon'

/**
 * The header's link to "Mitt konto". The same for every visitor (the page behind it knows who is
 * signed in), so cached pages stay cached and it ships no JavaScript.
 */
export function AccountLink() {
  return (
    <Link href="/konto" className="header-account">
      <LineIcon>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </LineIcon>
      <span className="visually-hidden">Mitt konto</span>
    </Link>
  )
}
