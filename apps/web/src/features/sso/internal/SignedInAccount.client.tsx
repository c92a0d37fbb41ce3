'use client'

import { useEffect, useState } from 'react'

const NAME_COOKIE = 'smedja-sso-namn'

function signedInName(): string | null {
  for (const part of document.cookie.split(/;\s*/)) {
    if (part.startsWith(`${NAME_COOKIE}=`)) {
      try {
        return decodeURIComponent(part.slice(NAME_COOKIE.length + 1)) || null
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * The signed-in visitor's name and "Logga ut" in the header. Cached pages are the same for everyone,
 * so the name comes from a readable cookie set at sign-in; the session itself is an HttpOnly cookie.
 */
export function SignedInAccount() {
  const [name, setName] = useState<string | null>(null)
  useEffect(() => setName(signedInName()), [])
  if (!name) return null
  return (
    <form method="post" action="/api/sso/logga-ut" className="header-sso">
      <span className="header-sso-name">{name}</span>
      <button type="submit" className="header-sso-logout">
        Logga ut
      </button>
    </form>
  )
}
