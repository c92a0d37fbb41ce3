'use client'

import Link from 'next/link'
import { useId, useState } from 'react'

import { formatSek } from '../money'
import type { CartView, VariantChoice } from '../types'
import {
  choiceNoun,
  optionState,
  priceSpan,
  selectionState,
  type Selection,
  type SelectionState,
} from '../variants'
import { announceCart, postJson, ShopRequestError } from './api'

type Notice = { kind: 'success' | 'error'; text: string }

/**
 * Quantity and 'Lägg i varukorgen' on product pages and in the shop grid. A product sold in
 * variants gets one select per variant type on its page (price, SKU and stock follow the choice)
 * and, in a grid, a link to that page.
 */
export function AddToCart({
  productId,
  title,
  stock,
  compact = false,
  choice = null,
  variantTypes = [],
  href,
  vatRate,
}: {
  productId: string
  title: string
  stock: number
  compact?: boolean
  /** The variants to choose between (product page). */
  choice?: VariantChoice | null
  /** What a visitor chooses ('Storlek'), for the grid's link to the product page. */
  variantTypes?: string[]
  href?: string
  vatRate?: number
}) {
  const id = useId()
  const [quantity, setQuantity] = useState(1)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [selection, setSelection] = useState<Selection>({})
  if (stock <= 0) return <p className="stock out-of-stock">Slut i lager</p>
  if (!choice && variantTypes.length && href) {
    const noun = choiceNoun(variantTypes)
    return (
      <a
        className="button button-secondary add-to-cart-choose"
        href={href}
        aria-label={`Välj ${noun} för ”${title}”`}
      >
        Välj {noun}
      </a>
    )
  }
  const state: SelectionState | null = choice ? selectionState(choice, selection) : null
  const variant =
    state && (state.kind === 'available' || state.kind === 'soldOut') ? state.variant : null
  const max = Math.min(variant ? variant.stock : stock, 999)
  const canAdd = !busy && (!state || state.kind === 'available')

  async function add(e: React.FormEvent) {
    e.preventDefault()
    if (document.body.dataset.builderMode === 'true' || !canAdd) return
    setBusy(true)
    setNotice(null)
    try {
      const data = await postJson<{ cart: CartView; message: string }>('/varukorg/andra', {
        op: 'add',
        productId,
        ...(variant ? { variantId: variant.id } : {}),
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

  const statusId = `${id}-variant`
  return (
    <form className={compact ? 'add-to-cart add-to-cart-compact' : 'add-to-cart'} onSubmit={add}>
      {choice ? (
        <>
          <div className="variant-choices">
            {choice.types.map((t) => (
              <div className="variant-choice" key={t.id}>
                <label htmlFor={`${id}-${t.id}`}>{t.label}</label>
                <select
                  id={`${id}-${t.id}`}
                  value={selection[t.id] ?? ''}
                  aria-describedby={statusId}
                  onChange={(e) => {
                    setSelection((s) => ({ ...s, [t.id]: e.target.value }))
                    setQuantity(1)
                    setNotice(null)
                  }}
                >
                  <option value="">Välj {t.label.toLocaleLowerCase('sv-SE')}</option>
                  {t.options.map((o) => {
                    const fares = optionState(choice, selection, t.id, o.id)
                    return (
                      <option key={o.id} value={o.id}>
                        {o.label}
                        {fares === 'soldOut'
                          ? ' – slut i lager'
                          : fares === 'missing'
                            ? ' – finns inte i den kombinationen'
                            : ''}
                      </option>
                    )
                  })}
                </select>
              </div>
            ))}
          </div>
          <VariantStatus id={statusId} choice={choice} state={state} vatRate={vatRate} />
        </>
      ) : null}
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
            max={Math.max(max, 1)}
            step={1}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))}
          />
        </>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={!canAdd}
        aria-describedby={choice ? statusId : undefined}
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

/** Price, stock and SKU of the chosen combination, or what is still to choose. */
function VariantStatus({
  id,
  choice,
  state,
  vatRate,
}: {
  id: string
  choice: VariantChoice
  state: SelectionState | null
  vatRate?: number
}) {
  const span = priceSpan(choice.variants)
  const vat = vatRate ? ` (varav moms ${vatRate} %)` : ''
  const price =
    state?.kind === 'available' || state?.kind === 'soldOut'
      ? formatSek(state.variant.price)
      : span
        ? span.max > span.min
          ? `${formatSek(span.min)} – ${formatSek(span.max)}`
          : formatSek(span.min)
        : null
  return (
    <div id={id} className="variant-status" aria-live="polite">
      {price ? (
        <p className="price" data-testid="variant-price">
          {price} <small>inkl. moms{vat}</small>
        </p>
      ) : null}
      {state?.kind === 'available' ? (
        <p className="stock in-stock" data-testid="variant-stock">
          {state.variant.stock} i lager
        </p>
      ) : state?.kind === 'soldOut' ? (
        <p className="stock out-of-stock" data-testid="variant-stock">
          Slut i lager
        </p>
      ) : state?.kind === 'missing' ? (
        <p className="stock out-of-stock" data-testid="variant-stock">
          Den kombinationen finns inte. Välj något annat.
        </p>
      ) : state?.kind === 'incomplete' ? (
        <p className="variant-hint" data-testid="variant-stock">
          Välj {choiceNoun(state.missing)}.
        </p>
      ) : null}
      {state?.kind === 'available' || state?.kind === 'soldOut' ? (
        <p className="sku">
          Artikelnummer: <span data-testid="variant-sku">{state.variant.sku}</span>
        </p>
      ) : null}
    </div>
  )
}
