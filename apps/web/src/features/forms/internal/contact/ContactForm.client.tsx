'use client'

import { useEffect, useRef, useState } from 'react'

import { dispatchConversion } from './conversion'
import { messageListsHtml } from './markup'
import {
  captchaDigitName,
  captchaName,
  containerId,
  descriptorsOf,
  encodeContactPost,
  ISLAND_HEADER,
  KEY_FIELD,
  messageId,
  postedValues,
} from './model'
import type { ContactIslandProps } from './render'
import { checkContactForm, drawCaptcha, hiddenFieldIds } from './rules'

/** Conditional fields are re-evaluated this long after the last key press (spec 4.4). */
const KEY_DEBOUNCE_MS = 250

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

/**
 * The contact form's behaviour in the browser (spec 4.4, 5.3, 7.3 item 4) over the server-rendered
 * container: conditional fields, the rules checked before sending, the captcha redraw, one send at a
 * time, the reply's container put in place, the conversion event and the redirect. It draws only a
 * live region; the form itself is the server's HTML, so it works without this too.
 */
export function ContactFormIsland(props: ContactIslandProps) {
  const [announcement, setAnnouncement] = useState('')
  const propsRef = useRef(props)
  propsRef.current = props

  useEffect(() => {
    const { formNum } = propsRef.current
    const container = document.getElementById(containerId(formNum))
    if (!container) return
    const form = () => container.querySelector('form')
    const valuesOf = (el: HTMLFormElement) =>
      postedValues(propsRef.current.fields, Object.fromEntries(new FormData(el)))
    let submitted = false
    let key = newKey()
    let token: Promise<string> | null = null
    let timer: ReturnType<typeof setTimeout> | undefined

    const applyConditions = () => {
      const el = form()
      if (!el) return new Set<string>()
      const hidden = hiddenFieldIds(propsRef.current.fields, valuesOf(el))
      const idOf = new Map(propsRef.current.fields.map((f) => [f.originalId, f.id]))
      el.querySelectorAll<HTMLElement>('.et_pb_contact_field[data-id]').forEach((wrapper) => {
        const id = idOf.get(wrapper.dataset.id ?? '')
        if (id) wrapper.hidden = hidden.has(id)
      })
      return hidden
    }

    const show = (html: string, error: boolean) => {
      const message = document.getElementById(messageId(formNum))
      if (!message) return
      message.innerHTML = html
      message.classList.toggle('et_pb_contact_error_text', error)
      message.toggleAttribute('data-error', error)
      setAnnouncement(message.textContent ?? '')
      message.focus()
    }

    const markErrors = (el: HTMLFormElement, ids: readonly string[]) => {
      el.querySelectorAll('[aria-invalid]').forEach((node) => {
        node.removeAttribute('aria-invalid')
        node.removeAttribute('aria-describedby')
      })
      el.querySelectorAll('.et_contact_error').forEach((node) =>
        node.classList.remove('et_contact_error'),
      )
      for (const id of ids) {
        const node = document.getElementById(id)
        if (!node) continue
        node.setAttribute('aria-invalid', 'true')
        node.setAttribute('aria-describedby', messageId(formNum))
        node
          .querySelectorAll('input')
          .forEach((input) => input.setAttribute('aria-invalid', 'true'))
        node.closest('.et_pb_contact_field')?.classList.add('et_contact_error')
      }
    }

    const redrawCaptcha = (el: HTMLFormElement) => {
      const input = el.querySelector<HTMLInputElement>(`#${captchaName(formNum)}`)
      if (!input) return
      const [first, second] = drawCaptcha()
      input.dataset.first_digit = String(first)
      input.dataset.second_digit = String(second)
      input.value = ''
      el.querySelector<HTMLInputElement>(`[name="${captchaDigitName(formNum, 'first')}"]`)!.value =
        String(first)
      el.querySelector<HTMLInputElement>(`[name="${captchaDigitName(formNum, 'second')}"]`)!.value =
        String(second)
      const question = el.querySelector('.et_pb_contact_captcha_question')
      if (question) question.textContent = `${first} + ${second}`
    }

    const startBotCheck = () => {
      const action = propsRef.current.botAction
      if (!action || token || propsRef.current.builderMode) return
      token = import('../bot/client').then((bot) => bot.getBotToken(action))
      // A failed check is retried at the next interaction or send.
      token.catch(() => (token = null))
    }

    const onSubmit = async (event: Event) => {
      const el = event.target
      if (!(el instanceof HTMLFormElement)) return
      event.preventDefault()
      const { fields, messages, builderMode, captcha, redirectUrl } = propsRef.current
      if (builderMode) {
        show(
          messageListsHtml(messages, {
            notice: 'Förhandsgranskning: formuläret skickas inte härifrån.',
          }),
          true,
        )
        return
      }
      if (submitted) return
      const hidden = applyConditions()
      const captchaInput = el.querySelector<HTMLInputElement>(`#${captchaName(formNum)}`)
      const check = checkContactForm({
        fields,
        values: valuesOf(el),
        messages,
        captcha:
          captcha && captchaInput
            ? {
                id: captchaInput.id,
                first: Number(captchaInput.dataset.first_digit),
                second: Number(captchaInput.dataset.second_digit),
                answer: captchaInput.value,
              }
            : null,
      })
      markErrors(el, check.errorIds)
      if (!check.ok) {
        if (check.wrongCaptcha) redrawCaptcha(el)
        show(messageListsHtml(messages, check), true)
        return
      }
      submitted = true
      container.classList.add('is-sending')
      try {
        startBotCheck()
        const solved = token ? await token : ''
        token = null
        el.querySelector<HTMLInputElement>(`[name="${KEY_FIELD}"]`)!.value = key
        const body = encodeContactPost(
          Array.from(
            new FormData(el),
            ([name, value]) => [name, String(value)] as [string, string],
          ),
          {
            formNum,
            descriptors: descriptorsOf(fields),
            hiddenIds: fields.filter((f) => hidden.has(f.id)).map((f) => f.originalId),
            token: solved,
          },
        )
        const response = await fetch(el.action, {
          method: 'POST',
          body,
          headers: { [ISLAND_HEADER]: '1' },
        })
        const reply = new DOMParser()
          .parseFromString(await response.text(), 'text/html')
          .getElementById(containerId(formNum))
        if (!reply) throw new Error(`reply ${response.status} without the form`)
        // Only the form container is taken from the reply (spec 7.3 item 4).
        container.innerHTML = reply.innerHTML
        const message = document.getElementById(messageId(formNum))
        const error = !message || message.hasAttribute('data-error')
        if (message?.textContent) {
          setAnnouncement(message.textContent)
          message.focus()
        }
        if (!error) {
          key = newKey()
          dispatchConversion(formNum)
          if (redirectUrl) window.location.assign(redirectUrl)
        }
        applyConditions()
      } catch (error) {
        show(
          messageListsHtml(messages, {
            notice:
              (error as { visitorMessage?: string }).visitorMessage ??
              'Meddelandet kunde inte skickas. Kontrollera anslutningen och försök igen.',
          }),
          true,
        )
      } finally {
        submitted = false
        container.classList.remove('is-sending')
      }
    }

    const onKeydown = () => {
      clearTimeout(timer)
      timer = setTimeout(applyConditions, KEY_DEBOUNCE_MS)
    }

    applyConditions()
    container.addEventListener('submit', onSubmit)
    container.addEventListener('change', applyConditions)
    container.addEventListener('keydown', onKeydown)
    container.addEventListener('focusin', startBotCheck)
    return () => {
      clearTimeout(timer)
      container.removeEventListener('submit', onSubmit)
      container.removeEventListener('change', applyConditions)
      container.removeEventListener('keydown', onKeydown)
      container.removeEventListener('focusin', startBotCheck)
    }
  }, [])

  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  )
}
