import { describe, expect, it } from 'vitest'

import { defaultFormMessages } from '../messages/defaults'
import { renderContactFormContainer } from './markup'
import { contactFormModel } from './model'
import { replaceDivById, withoutScripts } from './replyPage'

const model = contactFormModel(
  {
    id: 'm1',
    title: 'Skriv <till> oss',
    recipients: 'a@example.se',
    formFields: [
      { fieldId: 'namn', label: 'Namn "du"', fieldType: 'input', required: true, fullwidth: false },
      { fieldId: 'epost', label: 'E-post', fieldType: 'email' },
    ],
  },
  { formNum: 0, pageId: 3 },
)
const sv = defaultFormMessages.sv

describe('the form container', () => {
  it('escapes what editors and visitors wrote', () => {
    const html = renderContactFormContainer(model, sv, {
      values: { et_pb_contact_namn_0: '<script>x</script>' },
      captcha: [3, 7],
    })
    expect(html).toContain('Skriv &lt;till&gt; oss')
    expect(html).toContain('Namn &quot;du&quot;')
    expect(html).toContain('value="&lt;script&gt;x&lt;/script&gt;"')
    expect(html).not.toContain('<script>')
  })

  it('shows the lists under the 8.3 headings and marks the fields in error', () => {
    const html = renderContactFormContainer(model, sv, {
      values: {},
      captcha: [4, 5],
      missing: ['Namn'],
      invalid: ['Ogiltig e-postadress'],
      errorIds: ['et_pb_contact_namn_0'],
    })
    expect(html).toContain(
      `<p class="et_normal_padding">${sv.fill_message}</p><ul><li>Namn</li></ul>`,
    )
    expect(html).toContain(`${sv.contact_error_message}</p><ul><li>Ogiltig e-postadress</li></ul>`)
    expect(html).toMatch(
      /id="et_pb_contact_namn_0"[^>]*aria-invalid="true" aria-describedby="et_pb_contact_message_0"/,
    )
    expect(html).toContain('data-first_digit="4" data-second_digit="5"')
    expect(html).toContain('class="et_pb_contact_form_container" id="et_pb_contact_form_0"')
  })

  it('replaces the form with the success message after a send', () => {
    const html = renderContactFormContainer(model, sv, {
      values: {},
      captcha: [1, 1],
      success: true,
    })
    expect(html).not.toContain('<form')
    expect(html).toContain(model.successMessage)
  })
})

describe('the reply page without JavaScript', () => {
  const page =
    '<html><body><div class="a"><div class="et_pb_contact_form_container" id="et_pb_contact_form_0"><div>old</div><form></form></div><p>after</p></div><script>boot()</script><link rel="preload" as="script" href="/x.js"></body></html>'
  it('puts the reply in place of the container and nothing else', () => {
    const replaced = replaceDivById(
      page,
      'et_pb_contact_form_0',
      '<div id="et_pb_contact_form_0">new</div>',
    )
    expect(replaced).toBe(
      '<html><body><div class="a"><div id="et_pb_contact_form_0">new</div><p>after</p></div><script>boot()</script><link rel="preload" as="script" href="/x.js"></body></html>',
    )
    expect(replaceDivById(page, 'missing', 'x')).toBeNull()
  })
  it("drops the page's scripts", () => {
    expect(withoutScripts(page)).not.toMatch(/<script|as="script"/)
  })
})
