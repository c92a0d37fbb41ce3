'use client'

import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react'

import { AUTHOR_MAX, EMAIL_MAX, TEXT_MAX } from '../limits'

type Props = {
  /** The post's comment endpoint: the form posts here, and the island asks it for a fill token. */
  endpoint: string
  /** The page's bot-check token (for a post sent before this island ran, or if the fetch fails). */
  pageToken: string
  buttonClassName: string
  labelledBy: string
}

type ReplyTarget = { id: string; name: string; button: HTMLButtonElement }

type Result =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string; anchor: string }
  | { kind: 'error'; message: string; errors: Record<string, string> }

type Answer = {
  success?: boolean
  data?: {
    id?: number
    message?: string
    anchor?: string
    errors?: { field: string; message: string }[]
  }
}

const fieldOrder = ['reply_to', 'author', 'email', 'text'] as const

/** A random key per comment: a resend of the same comment carries it, so it is stored once. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The bot check's fill token, asked for when the visitor starts filling the form: the page's token is
 * as old as the cached page, so only a fresh one measures how long the visitor took.
 */
function useFillToken(endpoint: string, pageToken: string) {
  const token = useRef(pageToken)
  const request = useRef<Promise<void> | null>(null)
  const start = useCallback(() => {
    request.current ??= fetch(endpoint, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((data: { token?: unknown } | null) => {
        if (typeof data?.token === 'string') token.current = data.token
      })
      // Without a fresh token the page's still works.
      .catch(() => {})
  }, [endpoint])
  const current = useCallback(async () => {
    start()
    await request.current
    return token.current
  }, [start])
  return { start, current }
}

/**
 * Shows the comments' "Svara" buttons (rendered hidden: without this island they could do nothing)
 * and keeps the comment the visitor answers. Cancelling returns focus to the button that started it.
 */
function useReplyTarget(formRef: RefObject<HTMLFormElement | null>) {
  const [target, setTarget] = useState<ReplyTarget | null>(null)
  useEffect(() => {
    const section = formRef.current?.closest('[data-comments]')
    if (!section) return
    const buttons = section.querySelectorAll<HTMLButtonElement>('button[data-reply-to]')
    buttons.forEach((button) => (button.hidden = false))
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-reply-to]')
      if (!button?.dataset.replyTo) return
      setTarget({ id: button.dataset.replyTo, name: button.dataset.replyName ?? '', button })
    }
    section.addEventListener('click', onClick)
    return () => {
      section.removeEventListener('click', onClick)
      buttons.forEach((button) => (button.hidden = true))
    }
  }, [formRef])
  const cancel = useCallback(() => {
    target?.button.focus()
    setTarget(null)
  }, [target])
  return { target, setTarget, cancel }
}

/**
 * The comment form. Rendered on the server as a plain form that posts to the endpoint (and works
 * without JavaScript); once this island runs it posts with fetch, shows the answer in place in a live
 * region, points the address at the new comment's `#comment-{id}` and sends a per-comment key.
 */
export function CommentForm({ endpoint, pageToken, buttonClassName, labelledBy }: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const key = useRef<string | null>(null)
  const [result, setResult] = useState<Result>({ kind: 'idle' })
  const fill = useFillToken(endpoint, pageToken)
  const reply = useReplyTarget(formRef)

  useEffect(() => {
    // The server's Swedish messages replace the browser's own once the island posts the form.
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  useEffect(() => {
    if (reply.target) textRef.current?.focus()
  }, [reply.target])

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (document.body.dataset.builderMode === 'true' || result.kind === 'busy') return
    const form = event.currentTarget
    setResult({ kind: 'busy' })
    key.current ??= newKey()
    const body = new URLSearchParams()
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string') body.set(name, value)
    })
    body.set('form_token', await fill.current())
    body.set('idempotency_key', key.current)
    body.set('reply_to', reply.target?.id ?? '')
    let answer: Answer | null = null
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      })
      answer = (await response.json()) as Answer
    } catch {
      answer = null
    }
    const data = answer?.data
    if (answer?.success && data?.anchor) {
      key.current = null
      if (textRef.current) textRef.current.value = ''
      reply.setTarget(null)
      setResult({ kind: 'done', message: data.message ?? 'Tack!', anchor: data.anchor })
      // The A/B tests' comment conversion (spec 2.3) reads a '#comment-' hash; replacing it does not
      // scroll, and the anchor is the message below.
      window.history.replaceState(null, '', `#${data.anchor}`)
      window.dispatchEvent(new CustomEvent('smedja:comment-posted', { detail: { id: data.id } }))
      return
    }
    const errors = Object.fromEntries((data?.errors ?? []).map((e) => [e.field, e.message]))
    setResult({
      kind: 'error',
      message:
        data?.message ??
        'Kommentaren kunde inte skickas. Kontrollera anslutningen och försök igen.',
      errors,
    })
    const first = fieldOrder.find((field) => errors[field])
    if (first && first !== 'reply_to') form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const errors = result.kind === 'error' ? result.errors : {}
  const field = (name: 'author' | 'email' | 'text') => ({
    id: `${id}-${name}`,
    name,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [
        errors[name] ? `${id}-${name}-error` : '',
        name === 'text' && reply.target ? `${id}-reply` : '',
      ]
        .filter(Boolean)
        .join(' ') || undefined,
  })
  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </span>
    ) : null

  return (
    <form
      ref={formRef}
      className="comment-form"
      action={endpoint}
      method="post"
      aria-labelledby={labelledBy}
      onSubmit={submit}
      onFocus={fill.start}
    >
      {reply.target ? (
        <p className="comment-replying" id={`${id}-reply`}>
          Svarar på <strong>{reply.target.name}</strong> —{' '}
          <button type="button" className="comment-reply-cancel" onClick={reply.cancel}>
            Avbryt<span className="visually-hidden"> svaret</span>
          </button>
        </p>
      ) : null}
      <input type="hidden" name="reply_to" value={reply.target?.id ?? ''} />
      <input type="hidden" name="idempotency_key" value="" />
      <input type="hidden" name="form_token" value={pageToken} />
      <p className="comment-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Lämna det här fältet tomt</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </p>
      <p className="form-row">
        <label htmlFor={`${id}-author`}>Namn *</label>
        <input {...field('author')} autoComplete="name" maxLength={AUTHOR_MAX} />
        {fieldError('author')}
      </p>
      <p className="form-row">
        <label htmlFor={`${id}-email`}>E-postadress * (visas inte)</label>
        <input {...field('email')} type="email" autoComplete="email" maxLength={EMAIL_MAX} />
        {fieldError('email')}
      </p>
      <p className="form-row">
        <label htmlFor={`${id}-text`}>Kommentar *</label>
        <textarea {...field('text')} ref={textRef} rows={6} maxLength={TEXT_MAX} />
        {fieldError('text')}
      </p>
      <div className="comment-status" role="status">
        {result.kind === 'done' ? (
          <p className="comment-notice-success" id={result.anchor}>
            {result.message}
          </p>
        ) : null}
      </div>
      <div className="comment-alert" role="alert">
        {result.kind === 'error' ? <p className="comment-notice-error">{result.message}</p> : null}
      </div>
      <button type="submit" className={buttonClassName} disabled={result.kind === 'busy'}>
        Skicka kommentar
      </button>
    </form>
  )
}
