'use client'

import Link from 'next/link'
import { useState } from 'react'

import { formatSek } from '../money'
import type { CartView } from '../types'
import { announceCart, postJson, ShopRequestError } from './api'
import { Totals } from './Totals'

type Notice = { kind: 'success' | 'error' | 'info'; text: string }

/**
 * The cart page: quantities, 'Ta bort', 'Uppdatera varukorg', the coupon field and the totals block.
 * Every number shown comes back from the server after each change. Removing items is blocked in the
 * builder preview (spec 6).
 */
export function CartForm({ initial }: { initial: CartView }) {
  const [cart, setCart] = useState(initial)
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(initial.lines.map((l) => [l.key, l.quantity])),
  )
  const [notices, setNotices] = useState<Notice[]>(
    initial.notices.map((text) => ({ kind: 'info', text })),
  )
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState('')

  async function send(body: unknown) {
    setBusy(true)
    try {
      const data = await postJson<{ cart: CartView; message: string }>('/varukorg/andra', body)
      setCart(data.cart)
      setQuantities(Object.fromEntries(data.cart.lines.map((l) => [l.key, l.quantity])))
      setNotices([
        { kind: 'success', text: data.message },
        ...data.cart.notices.map((text) => ({ kind: 'info' as const, text })),
      ])
      announceCart(data.cart.count)
      return true
    } catch (err) {
      setNotices([
        { kind: 'error', text: err instanceof ShopRequestError ? err.message : 'Något gick fel.' },
      ])
      return false
    } finally {
      setBusy(false)
    }
  }

  const builder = () =>
    typeof document !== 'undefined' && document.body.dataset.builderMode === 'true'

  const noticeList = notices.length ? (
    <div className="shop-notices" role="status" aria-live="polite">
      {notices.map((n, i) => (
        <p key={i} className={`shop-notice shop-notice-${n.kind}`}>
          {n.text}
        </p>
      ))}
    </div>
  ) : (
    <div className="shop-notices" role="status" aria-live="polite" />
  )

  if (!cart.lines.length) {
    return (
      <div className="cart-empty">
        {noticeList}
        <p className="shop-notice shop-notice-info cart-empty-message">Din varukorg är tom.</p>
        <p className="return-to-shop">
          <Link className="button button-primary" href="/butik">
            Tillbaka till butiken
          </Link>
        </p>
      </div>
    )
  }

  return (
    <div className="cart">
      {noticeList}
      <form
        className="cart-form"
        onSubmit={(e) => {
          e.preventDefault()
          void send({
            op: 'update',
            items: cart.lines.map((l) => ({
              productId: l.productId,
              variantId: l.variantId,
              quantity: quantities[l.key] ?? l.quantity,
            })),
          })
        }}
      >
        <table className="cart-table">
          <caption className="visually-hidden">Varor i varukorgen</caption>
          <thead>
            <tr>
              <th scope="col">Produkt</th>
              <th scope="col">Pris</th>
              <th scope="col">Antal</th>
              <th scope="col">Summa</th>
              <th scope="col">
                <span className="visually-hidden">Ta bort</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((l) => (
              <tr key={l.key} className="cart-item">
                <td className="cart-item-product">
                  {l.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- uploaded media, sized in CSS
                    <img src={l.image.url} alt="" width={64} height={48} />
                  ) : null}
                  <a href={`/produkt/${l.slug}`}>{l.title}</a>
                  {l.variantLabel ? <span className="line-variant">{l.variantLabel}</span> : null}
                  <small>Art.nr {l.sku}</small>
                </td>
                <td data-label="Pris">{formatSek(l.unitPrice)}</td>
                <td data-label="Antal">
                  <label className="visually-hidden" htmlFor={`qty-${l.key}`}>
                    Antal {l.title}
                    {l.variantLabel ? `, ${l.variantLabel}` : ''}
                  </label>
                  <input
                    id={`qty-${l.key}`}
                    className="qty"
                    type="number"
                    inputMode="numeric"
                    name={`cart[${l.key}][qty]`}
                    min={0}
                    max={999}
                    step={1}
                    value={quantities[l.key] ?? l.quantity}
                    onChange={(e) =>
                      setQuantities((q) => ({
                        ...q,
                        [l.key]: Math.max(0, Math.floor(Number(e.target.value) || 0)),
                      }))
                    }
                  />
                </td>
                <td data-label="Summa">{formatSek(l.lineTotal)}</td>
                <td>
                  <a
                    href="#"
                    role="button"
                    className="remove"
                    aria-label={`Ta bort ${l.title}${l.variantLabel ? ` (${l.variantLabel})` : ''} från varukorgen`}
                    onClick={(e) => {
                      e.preventDefault()
                      if (builder()) return
                      void send({ op: 'remove', productId: l.productId, variantId: l.variantId })
                    }}
                  >
                    Ta bort
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="cart-actions">
          <div className="coupon">
            <label htmlFor="coupon_code" className="visually-hidden">
              Rabattkod
            </label>
            <input
              id="coupon_code"
              name="coupon_code"
              placeholder="Rabattkod"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
            />
            <button
              type="button"
              className="button button-secondary"
              name="apply_coupon"
              disabled={busy}
              onClick={async () => {
                if (await send({ op: 'coupon', code })) setCode('')
              }}
            >
              Använd rabattkod
            </button>
          </div>
          <button
            type="submit"
            className="button button-secondary"
            name="update_cart"
            disabled={busy}
          >
            Uppdatera varukorg
          </button>
        </div>
      </form>
      <div className="cart-collaterals">
        <section className="cart-totals" aria-labelledby="cart-totals-heading">
          <h2 id="cart-totals-heading">Summa i varukorgen</h2>
          <Totals quote={cart.quote} />
          {cart.couponCode ? (
            <button
              type="button"
              className="link-button"
              onClick={() => void send({ op: 'removeCoupon' })}
              disabled={busy}
            >
              Ta bort rabattkoden {cart.couponCode}
            </button>
          ) : null}
          <Link className="button button-primary checkout-button" href="/kassan">
            Gå till kassan
          </Link>
        </section>
      </div>
    </div>
  )
}
