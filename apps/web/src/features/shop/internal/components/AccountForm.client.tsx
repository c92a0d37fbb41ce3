'use client'

import { useRef, useState } from 'react'

import { announceCart, postJson, ShopRequestError } from './api'

type FieldError = { field: string; message: string }
type Notice = { kind: 'success' | 'error'; message: string; errors: FieldError[] }

/** Marks the fields in error for assistive technology (the fields are server-rendered children). */
function markInvalid(form: HTMLFormElement, errors: FieldError[]) {
  const invalid = new Set(errors.map((e) => e.field))
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) continue
    const row = el.closest('.form-row')
    if (invalid.has(el.name)) {
      el.setAttribute('aria-invalid', 'true')
      row?.classList.add('form-row-invalid')
    } else {
      el.removeAttribute('aria-invalid')
      row?.classList.remove('form-row-invalid')
    }
  }
}

/**
 * One form of "Mitt konto" (sign in, register, addresses, password reset and change, sign out): the
 * fields are rendered on the server as children; this island sends them to `action` as JSON and shows
 * the answer. A `redirect` in the answer is followed (a full load, so the header and cart are fresh).
 */
export function AccountForm({
  action,
  idPrefix,
  submitLabel,
  busyLabel,
  className,
  label,
  resetOnSuccess = false,
  children,
}: {
  action: string
  /** The prefix of the fields' ids ('<prefix>-<name>'), so error messages can link to them. */
  idPrefix: string
  submitLabel: string
  busyLabel: string
  className?: string
  /** The form's accessible name (the heading it sits under). */
  label?: string
  /** Empties the fields once the answer is a success (passwords should not stay on the page). */
  resetOnSuccess?: boolean
  children?: React.ReactNode
}) {
  const form = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const el = form.current
    if (busy || !el) return
    setBusy(true)
    try {
      const data = await postJson<{ message?: string; redirect?: string; cartCount?: number }>(
        action,
        Object.fromEntries(new FormData(el)),
      )
      if (typeof data.cartCount === 'number') announceCart(data.cartCount)
      if (data.redirect) {
        window.location.assign(data.redirect)
        return
      }
      markInvalid(el, [])
      if (resetOnSuccess) el.reset()
      setNotice({ kind: 'success', message: data.message ?? '', errors: [] })
      setBusy(false)
    } catch (err) {
      const failure =
        err instanceof ShopRequestError ? err.failure : { message: 'Något gick fel.', errors: [] }
      markInvalid(el, failure.errors)
      setNotice({ kind: 'error', message: failure.message, errors: failure.errors })
      setBusy(false)
      requestAnimationFrame(() => noticeRef.current?.focus())
    }
  }

  return (
    <form
      ref={form}
      className={className ? `account-form ${className}` : 'account-form'}
      aria-label={label}
      onSubmit={submit}
      noValidate
    >
      <div ref={noticeRef} tabIndex={-1} className="account-notices">
        {notice?.kind === 'error' ? (
          <div role="alert">
            {notice.errors.length ? (
              <ul className="shop-notice shop-notice-error">
                {notice.errors.map((e, i) => (
                  <li key={i}>
                    {e.field && form.current?.elements.namedItem(e.field) ? (
                      <a href={`#${idPrefix}-${e.field}`}>{e.message}</a>
                    ) : (
                      e.message
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="shop-notice shop-notice-error">{notice.message}</p>
            )}
          </div>
        ) : null}
        <div role="status">
          {notice?.kind === 'success' && notice.message ? (
            <p className="shop-notice shop-notice-success">{notice.message}</p>
          ) : null}
        </div>
      </div>
      {children}
      <p className="account-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </p>
    </form>
  )
}
