import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = {
  title: 'Sidan hittades inte',
  robots: { index: false },
}

export default function NotFound() {
  return (
    <div className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Sidan hittades inte</h1>
      <p>
        Sidan du letar efter finns inte längre eller har flyttats. Kontrollera adressen eller gå
        vidare härifrån:
      </p>
      <ul className="not-found-links">
        <li>
          <Link href="/">Startsidan</Link>
        </li>
        <li>
          <Link href="/tjanster">Våra tjänster</Link>
        </li>
        <li>
          <Link href="/kontakt">Kontakta oss</Link>
        </li>
      </ul>
    </div>
  )
}
