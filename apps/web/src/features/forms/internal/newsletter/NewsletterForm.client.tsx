'use client'

import { useRef, useState, type FormEvent, type ReactNode } from 'react'

import {
  checkNewsletterForm,
  defaultNewsletterMessages,
  encodeCustomField,
  redirectTarget,
  SUBSCRIBE_ACTION,
  type CustomField,
  type CustomFieldState,
  type NewsletterProvider,
  type RedirectQueryChoice,
} from './rules'
import { customFieldName } from './fieldNames'

export type NewsletterFormProps = {
  /** The server-rendered fields (3.5 names and the hidden list fields); this island only posts them. */
  children: ReactNode
  provider: NewsletterProvider
  botAction: string | null
  firstName: { label: string } | null
  lastName: { label: string } | null
  customFields: CustomField[]
  buttonText: string
  successMessage: string
  redirectUrl: string | null
  redirectQuery: RedirectQueryChoice[]
  cssId: string | null
  messages: { subscription_failed: string; invalid: string }
  builderMode: boolean
}

type Reply = {
  success?: boolean
  data?: { error?: string; success?: boolean; message?: string; ip_address?: string }
}

/** The page's ajax endpoint and nonce, from the layout's #smedja-config. */
function pageConfig(): { ajaxurl: string; et_frontend_nonce: string } {
  try {
    return JSON.parse(document.getElementById('smedja-config')?.textContent ?? '{}')
  } catch {
    return { ajaxurl: '/api/ajax', et_frontend_nonce: '' }
  }
}

function customState(data: FormData, field: CustomField): CustomFieldState {
  const name = customFieldName(field.id)
  if (field.type === 'checkbox') return data.getAll(name).map(String)
  if (field.type === 'booleancheckbox') return data.has(name)
  return String(data.get(name) ?? '')
}

/**
 * The newsletter form's behaviour (spec 4.4, 5.4, 7.3 item 3, 8.3): the browser's validity check,
 * then the rules of 5.4, a bot token when the module asks for one, the post with the button busy, and
 * the reply: the server's error shown, success as a redirect or the success block, an empty reply as
 * subscription_failed. In the builder's preview nothing is sent.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string[]>([])
  const [done, setDone] = useState(false)
  const doneRef = useRef<HTMLDivElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (busy) return
    if (props.builderMode) {
      setError(['Formuläret skickas inte i förhandsvisningen.'])
      return
    }
    for (const element of Array.from(form.elements)) element.removeAttribute('aria-invalid')
    if (!form.reportValidity()) return
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const values = {
      firstName: text('et_pb_signup_firstname'),
      lastName: text('et_pb_signup_lastname'),
      email: text('et_pb_signup_email'),
    }
    const states = Object.fromEntries(props.customFields.map((f) => [f.id, customState(data, f)]))
    const problems = checkNewsletterForm({
      names: { first: props.firstName, last: props.lastName },
      values,
      customFields: props.customFields,
      customValues: states,
      messages: { ...defaultNewsletterMessages, invalid: props.messages.invalid },
    })
    if (problems.length) {
      setError(problems.map((p) => p.message))
      const names = problems.map((p) =>
        ['firstname', 'lastname', 'email'].includes(p.field)
          ? `et_pb_signup_${p.field}`
          : customFieldName(p.field),
      )
      const marked = Array.from(form.elements).filter((el): el is HTMLInputElement =>
        names.includes((el as HTMLInputElement).name),
      )
      for (const el of marked) el.setAttribute('aria-invalid', 'true')
      marked[0]?.focus()
      return
    }
    setBusy(true)
    setError([])
    try {
      let token = ''
      if (props.botAction) {
        const { getBotToken } = await import('../bot/client')
        token = await getBotToken(props.botAction)
      }
      const config = pageConfig()
      const customFields: Record<string, unknown> = {}
      for (const field of props.customFields) {
        const value = encodeCustomField(props.provider, field, states[field.id])
        if (value !== undefined) customFields[field.id] = value
      }
      const response = await fetch(config.ajaxurl || '/api/ajax', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          action: SUBSCRIBE_ACTION,
          et_frontend_nonce: config.et_frontend_nonce,
          et_list_id: text('et_pb_signup_list_id'),
          et_firstname: values.firstName,
          et_lastname: values.lastName,
          et_email: values.email,
          et_provider: text('et_pb_signup_provider'),
          et_account: text('et_pb_signup_account_name'),
          et_ip_address: text('et_pb_signup_ip_address'),
          et_custom_fields: customFields,
          et_hidden_fields: [],
          token,
          et_checksum: text('et_pb_signup_checksum'),
          ...(text('website') ? { website: text('website') } : {}),
        }),
      })
      const raw = await response.text()
      let reply: Reply | null = null
      try {
        reply = raw ? (JSON.parse(raw) as Reply) : null
      } catch {
        reply = null
      }
      const answer = reply?.data
      if (answer?.error) return setError([answer.error])
      if (reply?.success === false && answer?.message) return setError([answer.message])
      if (!answer?.success) return setError([props.messages.subscription_failed])
      const list = text('et_pb_signup_list_id')
      window.dispatchEvent(
        new CustomEvent('smedja:conversion', { detail: { type: 'subscription', list } }),
      )
      if (props.redirectUrl) {
        window.location.assign(
          redirectTarget(props.redirectUrl, props.redirectQuery, {
            name: values.firstName,
            last_name: values.lastName,
            email: values.email.trim(),
            ip_address: answer.ip_address,
            css_id: props.cssId,
          }),
        )
        return
      }
      setDone(true)
      requestAnimationFrame(() => doneRef.current?.focus())
    } catch (error) {
      setError([
        (error as { visitorMessage?: string }).visitorMessage ?? props.messages.subscription_failed,
      ])
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="newsletter-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <div className="newsletter-fields" hidden={done}>
        {props.children}
        {error.length ? (
          <div className="newsletter-error" role="alert">
            {error.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <button
          type="submit"
          className={`button button-primary newsletter-button${busy ? ' is-loading' : ''}`}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Skickar…' : props.buttonText}
        </button>
      </div>
      <div className="newsletter-success" role="status" tabIndex={-1} ref={doneRef}>
        {done ? <p>{props.successMessage}</p> : null}
      </div>
    </form>
  )
}
