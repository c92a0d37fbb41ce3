'use client'

import Link from 'next/link'
import { useId, useState } from 'react'

import type { CartView } from '../types'
import { announceCart, postJson, ShopRequestError } from './api'

/** Quantity and 'Lägg i varukorgen' on product pages and in the shop grid. */
export function AddToCart({
  productId,
  title,
  stock,
  compact = false,
}: {
  productId: string
  title: string
  stock: number
  compact?: boolean
}) {
  const id = useId()
  const [quantity, setQuantity] = useState(1)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  if (stock <= 0) return <p className="stock out-of-stock">Slut i lager</p>

  async function add(e: React.FormEvent) {
    e.preventDefault()
    if (document.body.dataset.builderMode === 'true') return
    setBusy(true)
    setNotice(null)
    try {
      const data = await postJson<{ cart: CartView; message: string }>('/varukorg/andra', {
        op: 'add',
        productId,
        quantity,
      })
      announceCart(data.cart.count)
      setNotice({ kind: 'success', text: data.message })
    } catch (err) {
      setNotice({
        kind: 'error',
        text: err instanceof ShopRequestError ? err.message : 'Något gick fel.',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={compact ? 'add-to-cart add-to-cart-compact' : 'add-to-cart'} onSubmit={add}>
      {compact ? null : (
        <>
          <label htmlFor={`${id}-qty`} className="visually-hidden">
            Antal {title}
          </label>
          <input
            id={`${id}-qty`}
            className="qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.min(stock, 999)}
            step={1}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))}
          />
        </>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={busy}
        aria-label={compact ? `Lägg ”${title}” i varukorgen` : undefined}
      >
        {busy ? 'Lägger till…' : 'Lägg i varukorgen'}
      </button>
      <div role="status" aria-live="polite" className="add-to-cart-status">
        {notice ? (
          <p className={`shop-notice shop-notice-${notice.kind}`}>
            {notice.text}{' '}
            {notice.kind === 'success' ? <Link href="/varukorg">Visa varukorg</Link> : null}
          </p>
        ) : null}
      </div>
    </form>
  )
}
