'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { itemCountLabel } from '../money'
import { LineIcon } from './LineIcon'

/**
 * The header cart link. Its count is per visitor, so it is fetched here rather than rendered into
 * the cached page; cart changes on the page update it through the 'smedja:cart' event.
 */
export function CartCount() {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/varukorg/antal', { credentials: 'same-origin', signal: controller.signal })
      .then((r) => r.json())
      .then((j: { data?: { count?: number } }) => setCount((c) => c ?? j.data?.count ?? 0))
      .catch(() => {})
    const onChange = (e: Event) => setCount((e as CustomEvent<{ count: number }>).detail.count)
    window.addEventListener('smedja:cart', onChange)
    return () => {
      controller.abort()
      window.removeEventListener('smedja:cart', onChange)
    }
  }, [])
  const label = count === null ? '' : itemCountLabel(count)
  return (
    <Link
      href="/varukorg"
      className="header-cart"
      aria-label={label ? `Varukorg, ${label}` : 'Varukorg'}
    >
      <LineIcon>
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
      </LineIcon>
      <span className="header-cart-count" data-count={count ?? undefined}>
        {label}
      </span>
    </Link>
  )
}
