'use client'

import { useId, useState } from 'react'

import { postJson, ShopRequestError } from './api'

const ratingLabels = ['Dålig', 'Godkänd', 'Bra', 'Mycket bra', 'Utmärkt']

/** Five-star review form; the review is held for moderation (spec 2.4, 3.7). */
export function ReviewForm({ slug, productTitle }: { slug: string; productTitle: string }) {
  const id = useId()
  const [rating, setRating] = useState(0)
  const [state, setState] = useState<{
    kind: 'idle' | 'busy' | 'done' | 'error'
    text?: string
    errors?: Record<string, string>
  }>({ kind: 'idle' })

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (document.body.dataset.builderMode === 'true') return
    const form = new FormData(e.currentTarget)
    setState({ kind: 'busy' })
    try {
      const data = await postJson<{ message: string }>(
        `/produkt/${encodeURIComponent(slug)}/recension`,
        Object.fromEntries(form),
      )
      setState({ kind: 'done', text: data.message })
    } catch (err) {
      const failure =
        err instanceof ShopRequestError ? err.failure : { message: 'Något gick fel.', errors: [] }
      setState({
        kind: 'error',
        text: failure.message,
        errors: Object.fromEntries(failure.errors.map((x) => [x.field, x.message])),
      })
    }
  }

  if (state.kind === 'done') {
    return (
      <p className="shop-notice shop-notice-success" role="status">
        {state.text}
      </p>
    )
  }
  const err = state.errors ?? {}
  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <h3>Skriv en recension av ”{productTitle}”</h3>
      <fieldset className="stars" aria-describedby={err.rating ? `${id}-rating-error` : undefined}>
        <legend>Ditt betyg *</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= rating ? 'star active' : 'star'}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
              required
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {n} av 5 stjärnor – {ratingLabels[n - 1]}
            </span>
          </label>
        ))}
        {err.rating ? (
          <p id={`${id}-rating-error`} className="field-error">
            {err.rating}
          </p>
        ) : null}
      </fieldset>
      <p className="form-row">
        <label htmlFor={`${id}-body`}>Din recension *</label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={5}
          required
          maxLength={4000}
          aria-invalid={err.body ? true : undefined}
        />
        {err.body ? <span className="field-error">{err.body}</span> : null}
      </p>
      <p className="form-row">
        <label htmlFor={`${id}-author`}>Namn *</label>
        <input
          id={`${id}-author`}
          name="author"
          autoComplete="name"
          required
          maxLength={80}
          aria-invalid={err.author ? true : undefined}
        />
        {err.author ? <span className="field-error">{err.author}</span> : null}
      </p>
      <p className="form-row">
        <label htmlFor={`${id}-email`}>E-postadress * (visas inte)</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={err.email ? true : undefined}
        />
        {err.email ? <span className="field-error">{err.email}</span> : null}
      </p>
      {state.kind === 'error' ? (
        <p className="shop-notice shop-notice-error" role="alert">
          {state.text}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={state.kind === 'busy'}>
        Skicka recension
      </button>
    </form>
  )
}
