// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { defaultFormMessages } from '../messages/defaults'
import { ContactFormIsland } from './ContactForm.client'
import { renderContactFormContainer } from './markup'
import { contactFormModel } from './model'
import type { ContactIslandProps } from './render'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

const model = contactFormModel(
  {
    id: 'm1',
    recipients: 'info@example.se',
    formFields: [
      { fieldId: 'namn', label: 'Namn', fieldType: 'input', required: true },
      { fieldId: 'epost', label: 'E-post', fieldType: 'email', required: true },
      {
        fieldId: 'arende',
        label: 'Ärende',
        fieldType: 'select',
        options: [{ label: 'Offert' }, { label: 'Service' }],
      },
      {
        fieldId: 'datum',
        label: 'Datum',
        fieldType: 'input',
        required: true,
        conditional: true,
        relation: 'all',
        conditions: [{ field: 'arende', operator: 'is', value: 'Service' }],
      },
    ],
  },
  { formNum: 0, pageId: 1 },
)
const messages = defaultFormMessages.sv
const props: ContactIslandProps = {
  formNum: 0,
  fields: model.fields,
  captcha: true,
  botAction: null,
  redirectUrl: null,
  builderMode: false,
  messages,
}

let root: Root
let host: HTMLDivElement

function mount(extra: Partial<ContactIslandProps> = {}) {
  host.innerHTML = renderContactFormContainer(model, messages, { values: {}, captcha: [3, 7] })
  const islandHost = document.createElement('div')
  host.append(islandHost)
  root = createRoot(islandHost)
  act(() => root.render(<ContactFormIsland {...props} {...extra} />))
}

const $ = <T extends Element>(selector: string) => host.querySelector(selector) as T
const submit = async () => {
  await act(async () => {
    $<HTMLFormElement>('form').dispatchEvent(
      new Event('submit', { bubbles: true, cancelable: true }),
    )
  })
}
const select = (value: string) =>
  act(() => {
    const el = $<HTMLSelectElement>('#et_pb_contact_arende_0')
    el.value = value
    el.dispatchEvent(new Event('change', { bubbles: true }))
  })

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  host = document.createElement('div')
  document.body.append(host)
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('ContactFormIsland', () => {
  it('shows a conditional field when its condition holds, on change and 250 ms after a key press', () => {
    vi.useFakeTimers()
    mount()
    const wrapper = $<HTMLElement>('[data-id="datum"]')
    expect(wrapper.hidden).toBe(true)
    select('Service')
    expect(wrapper.hidden).toBe(false)
    const el = $<HTMLSelectElement>('#et_pb_contact_arende_0')
    el.value = 'Offert'
    act(() => el.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })))
    expect(wrapper.hidden).toBe(false)
    act(() => vi.advanceTimersByTime(250))
    expect(wrapper.hidden).toBe(true)
  })

  it('lists the errors under the 8.3 headings, marks the fields, announces them and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    mount()
    $<HTMLInputElement>('#et_pb_contact_epost_0').value = 'anna@'
    $<HTMLInputElement>('#et_pb_contact_captcha_0').value = '11'
    vi.spyOn(Math, 'random').mockReturnValue(0.99)
    await submit()
    const message = $<HTMLElement>('#et_pb_contact_message_0')
    expect(message.textContent).toBe(
      `${messages.fill_message}Namn${messages.contact_error_message}${messages.invalid}${messages.wrong_captcha}`,
    )
    expect($('#et_pb_contact_namn_0').getAttribute('aria-invalid')).toBe('true')
    expect($('#et_pb_contact_namn_0').getAttribute('aria-describedby')).toBe(
      'et_pb_contact_message_0',
    )
    expect($('#et_pb_contact_datum_0').getAttribute('aria-invalid')).toBeNull()
    // The captcha: new numbers, answer cleared, the hidden fields the server reads updated too.
    const captcha = $<HTMLInputElement>('#et_pb_contact_captcha_0')
    expect(captcha.value).toBe('')
    expect([captcha.dataset.first_digit, captcha.dataset.second_digit]).toEqual(['15', '15'])
    expect($<HTMLInputElement>('[name="et_pb_contact_captcha_first_digit_0"]').value).toBe('15')
    expect($('.et_pb_contact_captcha_question').textContent).toBe('15 + 15')
    expect(host.querySelector('[role="status"]')?.textContent).toContain(messages.fill_message)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the 7.3 item 4 body, puts the reply container in place and dispatches the conversion', async () => {
    const replyHtml = `<html><body>${renderContactFormContainer(model, messages, { values: {}, captcha: [1, 1], success: true })}</body></html>`
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(replyHtml, { status: 200 }))
    const conversions: unknown[] = []
    window.addEventListener('smedja:conversion', (e) => conversions.push((e as CustomEvent).detail))
    mount()
    $<HTMLInputElement>('#et_pb_contact_namn_0').value = 'Anna'
    $<HTMLInputElement>('#et_pb_contact_epost_0').value = 'anna@example.se'
    $<HTMLInputElement>('#et_pb_contact_captcha_0').value = '10'
    await submit()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [, init] = fetch.mock.calls[0]!
    const body = init!.body as URLSearchParams
    expect(body.get('et_pb_contact_namn_0')).toBe('Anna')
    expect(JSON.parse(body.get('et_pb_contact_email_fields_0')!)).toHaveLength(4)
    expect(JSON.parse(body.get('et_pb_contact_email_hidden_fields_0')!)).toEqual(['datum'])
    expect(body.get('token')).toBe('')
    expect(body.get('smedja_key')).toMatch(/^[0-9a-f]{32}$/)
    expect((init!.headers as Record<string, string>)['x-smedja-form']).toBe('1')
    expect($('.et_pb_contact_success')?.textContent).toBe(model.successMessage)
    expect(conversions).toEqual([{ type: 'con_goal', form: 0 }])
  })

  it('blocks sending in builder mode and says so', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    mount({ builderMode: true })
    await submit()
    expect($('#et_pb_contact_message_0').textContent).toMatch(/Förhandsgranskning/)
    expect(fetch).not.toHaveBeenCalled()
  })
})
