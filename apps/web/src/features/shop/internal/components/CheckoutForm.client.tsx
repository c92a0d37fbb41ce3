'use client'

import Link from 'next/link'
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { formatSek, type Quote } from '../money'
import type { CartView, ShippingOption } from '../types'
import { FIELD_LABELS, PASSWORD_MIN_LENGTH, type CheckoutField } from '../validation'
import { announceCart, postJson, ShopRequestError } from './api'
import { checkoutScrollTarget, fixedHeaderHeight } from './checkoutScroll'
import { CountryOptions } from './CountryOptions'
import { Totals } from './Totals'

type Payment = { id: string; label: string; description: string }
type FieldError = { field: string; message: string }

function newKey(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A signed-in customer's saved details by field name (checkoutPrefill): the fields start from them. */
const Prefill = createContext<Record<string, string>>({})

function Field({
  name,
  type = 'text',
  required = true,
  autoComplete,
  errors,
  wide,
  defaultValue,
  children,
}: {
  name: CheckoutField
  type?: string
  required?: boolean
  autoComplete?: string
  errors: Set<string>
  wide?: boolean
  defaultValue?: string
  children?: React.ReactNode
}) {
  const invalid = errors.has(name)
  const prefill = useContext(Prefill)
  return (
    <p
      className={`form-row${wide ? ' form-row-wide' : ''}${invalid ? ' form-row-invalid' : ''}`}
      id={`${name}_field`}
    >
      <label htmlFor={name}>
        {FIELD_LABELS[name]}{' '}
        {required ? (
          <abbr title="obligatoriskt">*</abbr>
        ) : (
          <span className="optional">(valfritt)</span>
        )}
      </label>
      {children ?? (
        <input
          id={name}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue ?? prefill[name]}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
        />
      )}
    </p>
  )
}

function CountrySelect({
  name,
  errors,
  onChange,
}: {
  name: 'billing_country' | 'shipping_country'
  errors: Set<string>
  onChange: () => void
}) {
  const prefill = useContext(Prefill)
  return (
    <Field name={name} errors={errors}>
      <select
        id={name}
        name={name}
        defaultValue={prefill[name] ?? 'SE'}
        autoComplete={name === 'billing_country' ? 'billing country' : 'shipping country'}
        aria-invalid={errors.has(name) || undefined}
        onChange={onChange}
      >
        <CountryOptions />
      </select>
    </Field>
  )
}

function AddressFields({
  prefix,
  errors,
  onRecalc,
  prefill = {},
}: {
  prefix: 'billing' | 'shipping'
  errors: Set<string>
  onRecalc: () => void
  prefill?: Record<string, string>
}) {
  const ac = (s: string) => `${prefix} ${s}`
  return (
    <Prefill value={prefill}>
      <div className="form-row-pair">
        <Field name={`${prefix}_first_name`} autoComplete={ac('given-name')} errors={errors} />
        <Field name={`${prefix}_last_name`} autoComplete={ac('family-name')} errors={errors} />
      </div>
      <Field
        name={`${prefix}_company`}
        required={false}
        autoComplete={ac('organization')}
        errors={errors}
        wide
      />
      <CountrySelect name={`${prefix}_country`} errors={errors} onChange={onRecalc} />
      <Field name={`${prefix}_address_1`} autoComplete={ac('address-line1')} errors={errors} wide />
      <Field
        name={`${prefix}_address_2`}
        required={false}
        autoComplete={ac('address-line2')}
        errors={errors}
        wide
      />
      <div className="form-row-pair">
        <Field name={`${prefix}_postcode`} errors={errors}>
          <input
            id={`${prefix}_postcode`}
            name={`${prefix}_postcode`}
            autoComplete={ac('postal-code')}
            defaultValue={prefill[`${prefix}_postcode`]}
            inputMode="numeric"
            aria-required
            aria-invalid={errors.has(`${prefix}_postcode`) || undefined}
            onChange={onRecalc}
          />
        </Field>
        <Field name={`${prefix}_city`} autoComplete={ac('address-level2')} errors={errors} />
      </div>
      <Field
        name={`${prefix}_state`}
        required={false}
        autoComplete={ac('address-level1')}
        errors={errors}
        wide
      />
    </Prefill>
  )
}

/**
 * The checkout (spec 2.4, 3.7, 4.6, 8.4). Totals are recalculated by the server whenever the shipping
 * method, a country or a postcode changes; placing the order sends a per-page idempotency key, so a
 * double click or a retried request makes one order.
 */
export function CheckoutForm({
  cart,
  initialQuote,
  shippingOptions: initialOptions,
  initialShipping,
  payments,
  prefill = {},
  signedInAs = null,
}: {
  cart: CartView
  initialQuote: Quote
  shippingOptions: ShippingOption[]
  initialShipping: string | null
  payments: Payment[]
  /** The signed-in customer's saved details, by field name. */
  prefill?: Record<string, string>
  /** The signed-in customer's e-mail: no 'Skapa ett konto?', the order goes on the account. */
  signedInAs?: string | null
}) {
  const form = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const [quote, setQuote] = useState(initialQuote)
  const [options, setOptions] = useState(initialOptions)
  const [shippingMethod, setShippingMethodState] = useState(initialShipping)
  // Debounced recalculations read the current choice from here, never from a stale closure.
  const methodRef = useRef(initialShipping)
  const setShippingMethod = (id: string | null) => {
    methodRef.current = id
    setShippingMethodState(id)
  }
  const [shipElsewhere, setShipElsewhere] = useState(prefill.ship_to_different_address === '1')
  const [createAccount, setCreateAccount] = useState(false)
  const [payment, setPayment] = useState(payments[0]?.id ?? '')
  const [couponOpen, setCouponOpen] = useState(false)
  const [couponCode, setCouponCode] = useState('')
  const [couponNotice, setCouponNotice] = useState<{
    kind: 'success' | 'error'
    text: string
  } | null>(null)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [busy, setBusy] = useState(false)
  const [updating, setUpdating] = useState(false)
  const [key] = useState(newKey)
  const errorFields = useMemo(() => new Set(errors.map((e) => e.field)), [errors])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const seq = useRef(0)

  const fields = () =>
    Object.fromEntries(new FormData(form.current ?? undefined)) as Record<string, string>

  async function recalc(chosen = methodRef.current) {
    const n = ++seq.current
    setUpdating(true)
    try {
      const f = fields()
      const data = await postJson<{
        quote: Quote
        shippingOptions: ShippingOption[]
        shippingMethod: string | null
      }>('/kassan/berakna', {
        shipping_method: chosen ?? undefined,
        billing_country: f.billing_country,
        billing_postcode: f.billing_postcode,
        shipping_country: f.shipping_country,
        shipping_postcode: f.shipping_postcode,
        ship_to_different_address: f.ship_to_different_address === '1',
      })
      if (n !== seq.current) return
      setQuote(data.quote)
      setOptions(data.shippingOptions)
      setShippingMethod(data.shippingMethod)
    } catch {
      // The totals stay as they were; placing the order recomputes them anyway.
    } finally {
      if (n === seq.current) setUpdating(false)
    }
  }
  const recalcSoon = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void recalc(), 300)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  function showErrors(list: FieldError[]) {
    setErrors(list)
    requestAnimationFrame(() => {
      const el = form.current
      if (!el) return
      const top = checkoutScrollTarget(
        el.getBoundingClientRect().top,
        window.scrollY,
        fixedHeaderHeight(),
      )
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' })
      noticeRef.current?.focus({ preventScroll: true })
    })
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (busy || document.body.dataset.builderMode === 'true') return
    setBusy(true)
    try {
      const data = await postJson<{
        redirect: string
        payment: { redirectUrl: string } | null
      }>('/kassan/bestall', fields())
      announceCart(0)
      // A card order goes on to the provider's payment page (a URL only the server hands out).
      window.location.assign(data.payment?.redirectUrl ?? data.redirect)
    } catch (err) {
      const failure =
        err instanceof ShopRequestError ? err.failure : { message: 'Något gick fel.', errors: [] }
      showErrors(failure.errors.length ? failure.errors : [{ field: '', message: failure.message }])
      setBusy(false)
    }
  }

  async function applyCoupon() {
    try {
      await postJson('/varukorg/andra', { op: 'coupon', code: couponCode })
      setCouponNotice({ kind: 'success', text: 'Rabattkoden har lagts till.' })
      setCouponCode('')
      await recalc()
    } catch (err) {
      setCouponNotice({
        kind: 'error',
        text: err instanceof ShopRequestError ? err.message : 'Något gick fel.',
      })
    }
  }

  return (
    <div className="checkout">
      {signedInAs ? null : (
        <p className="shop-notice shop-notice-info checkout-login">
          Har du redan ett konto? <Link href="/konto?till=/kassan">Logga in</Link> så fylls dina
          uppgifter i.
        </p>
      )}
      <div className="checkout-coupon-toggle">
        <p className="shop-notice shop-notice-info">
          Har du en rabattkod?{' '}
          <button
            type="button"
            className="link-button"
            aria-expanded={couponOpen}
            aria-controls="checkout-coupon"
            onClick={() => setCouponOpen((o) => !o)}
          >
            Klicka här för att ange din kod
          </button>
        </p>
        <div id="checkout-coupon" className="checkout-coupon" hidden={!couponOpen}>
          <label htmlFor="checkout_coupon_code">Rabattkod</label>
          <input
            id="checkout_coupon_code"
            value={couponCode}
            onChange={(e) => setCouponCode(e.target.value)}
            autoComplete="off"
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void applyCoupon()}
          >
            Använd rabattkod
          </button>
          {couponNotice ? (
            <p role="status" className={`shop-notice shop-notice-${couponNotice.kind}`}>
              {couponNotice.text}
            </p>
          ) : null}
        </div>
      </div>

      <form ref={form} className="checkout-form" name="checkout" onSubmit={submit} noValidate>
        <div ref={noticeRef} tabIndex={-1} className="checkout-notices" aria-live="assertive">
          {errors.length ? (
            // One notice group only: a new failure replaces the previous one (spec 4.6).
            <div className="checkout-error" role="alert">
              <ul className="shop-notice shop-notice-error">
                {errors.map((e, i) => (
                  <li key={i} data-id={e.field || undefined}>
                    {e.field ? <a href={`#${e.field}`}>{e.message}</a> : e.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <input type="hidden" name="idempotency_key" value={key} />
        <div className="checkout-columns">
          <div className="checkout-customer">
            <section aria-labelledby="billing-heading">
              <h2 id="billing-heading">Faktureringsuppgifter</h2>
              <AddressFields
                prefix="billing"
                errors={errorFields}
                onRecalc={recalcSoon}
                prefill={prefill}
              />
              <Field
                name="billing_phone"
                defaultValue={prefill.billing_phone}
                type="tel"
                autoComplete="billing tel"
                errors={errorFields}
                wide
              />
              <Field
                name="billing_email"
                defaultValue={prefill.billing_email}
                type="email"
                autoComplete="billing email"
                errors={errorFields}
                wide
              />
              {signedInAs ? (
                <p className="form-hint signed-in-as">
                  Du är inloggad som {signedInAs}. Beställningen sparas under{' '}
                  <Link href="/konto">Mitt konto</Link>.
                </p>
              ) : (
                <>
                  <p className="form-row form-row-wide create-account">
                    <label className="checkbox">
                      <input
                        type="checkbox"
                        name="createaccount"
                        value="1"
                        checked={createAccount}
                        onChange={(e) => setCreateAccount(e.target.checked)}
                      />{' '}
                      Skapa ett konto?
                    </label>
                  </p>
                  {createAccount ? (
                    <Field name="account_password" errors={errorFields} wide>
                      <input
                        id="account_password"
                        name="account_password"
                        type="password"
                        autoComplete="new-password"
                        aria-required
                        aria-invalid={errorFields.has('account_password') || undefined}
                        aria-describedby="account_password_hint"
                      />
                      <span id="account_password_hint" className="form-hint">
                        Minst {PASSWORD_MIN_LENGTH} tecken. Du loggar in med din e-postadress och
                        lösenordet, och ser dina beställningar under Mitt konto.
                      </span>
                    </Field>
                  ) : null}
                </>
              )}
            </section>
            <section aria-labelledby="shipping-heading">
              <h2 id="shipping-heading" className="ship-to-different-address">
                <label className="checkbox">
                  <input
                    id="ship-to-different-address-checkbox"
                    type="checkbox"
                    name="ship_to_different_address"
                    value="1"
                    checked={shipElsewhere}
                    onChange={(e) => {
                      setShipElsewhere(e.target.checked)
                      recalcSoon()
                    }}
                  />{' '}
                  Skicka till en annan adress?
                </label>
              </h2>
              {shipElsewhere ? (
                <div className="shipping_address">
                  <AddressFields
                    prefix="shipping"
                    errors={errorFields}
                    onRecalc={recalcSoon}
                    prefill={prefill}
                  />
                </div>
              ) : null}
              <p className="form-row form-row-wide">
                <label htmlFor="order_comments">
                  Ordermeddelande <span className="optional">(valfritt)</span>
                </label>
                <textarea
                  id="order_comments"
                  name="order_comments"
                  rows={3}
                  maxLength={2000}
                  placeholder="T.ex. leveransinstruktioner eller märkning av godset."
                />
              </p>
            </section>
          </div>

          <div className="checkout-review">
            <h2 id="order_review_heading">Din beställning</h2>
            <div
              className={updating ? 'order-review updating' : 'order-review'}
              aria-busy={updating}
            >
              <table className="review-lines">
                <caption className="visually-hidden">Varor i beställningen</caption>
                <thead>
                  <tr>
                    <th scope="col">Produkt</th>
                    <th scope="col">Summa</th>
                  </tr>
                </thead>
                <tbody>
                  {cart.lines.map((l) => (
                    <tr key={l.key}>
                      <td>
                        {l.title} <strong>× {l.quantity}</strong>
                        {l.variantLabel ? (
                          <span className="line-variant">{l.variantLabel}</span>
                        ) : null}
                      </td>
                      <td>{formatSek(l.lineTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <fieldset className="shipping-methods">
                <legend>Leveranssätt</legend>
                {options.length ? (
                  <ul>
                    {options.map((o) => (
                      <li key={o.id}>
                        <label>
                          <input
                            type="radio"
                            name="shipping_method[0]"
                            value={o.id}
                            checked={shippingMethod === o.id}
                            onChange={() => {
                              setShippingMethod(o.id)
                              void recalc(o.id)
                            }}
                          />{' '}
                          {o.name}:{' '}
                          {quote.shipping?.id === o.id
                            ? quote.shipping.cost
                              ? formatSek(quote.shipping.cost)
                              : 'Gratis'
                            : o.cost
                              ? formatSek(o.cost)
                              : 'Gratis'}
                          {o.freeOver ? (
                            <small> (fri frakt från {formatSek(o.freeOver)})</small>
                          ) : null}
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>Vi levererar inte till det valda landet.</p>
                )}
              </fieldset>
              <Totals quote={quote} />
            </div>

            <fieldset className="payment-methods">
              <legend>Betalsätt</legend>
              <ul>
                {payments.map((p) => (
                  <li
                    key={p.id}
                    className={
                      payment === p.id
                        ? `payment_method_${p.id} selected`
                        : `payment_method_${p.id}`
                    }
                  >
                    <label>
                      <input
                        type="radio"
                        name="payment_method"
                        value={p.id}
                        checked={payment === p.id}
                        onChange={() => setPayment(p.id)}
                      />{' '}
                      {p.label}
                    </label>
                    {payment === p.id ? <p className="payment-box">{p.description}</p> : null}
                  </li>
                ))}
              </ul>
            </fieldset>
            <p className="form-hint">
              Genom att beställa godkänner du våra köpvillkor. Priserna är i svenska kronor
              inklusive moms.
            </p>
            <button type="submit" className="button button-primary place-order" disabled={busy}>
              {busy ? 'Skickar beställningen…' : 'Slutför beställning'}
            </button>
          </div>
        </div>
      </form>
    </div>
  )
}
