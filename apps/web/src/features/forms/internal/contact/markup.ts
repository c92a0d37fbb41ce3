import type { FormMessages } from '../messages/defaults'
import { CONTACT_FORM_PATH } from '../../routing'
import {
  BOOLEAN_ON,
  captchaDigitName,
  captchaName,
  containerId,
  decoyName,
  FORM_NUM_FIELD,
  KEY_FIELD,
  messageId,
  MODULE_FIELD,
  optionName,
  PAGE_FIELD,
  type ContactField,
  type ContactFormModel,
} from './model'
import type { Values } from './rules'

/**
 * The contact form's HTML, drawn from one function for the page and for the server's reply (spec
 * 7.3 item 4: the island takes the form container's HTML from the reply and puts it in place, and a
 * visitor without JavaScript gets the same container in the page). Every value is escaped here.
 */

export type ContactFormState = {
  values: Values
  captcha: [number, number]
  /** The captcha answer to show again (never after a wrong answer: it is cleared). */
  answer?: string
  missing?: string[]
  invalid?: string[]
  errorIds?: string[]
  /** A refusal of the whole send (bot check, rate limit, builder mode), shown in place. */
  notice?: string
  success?: boolean
  builderMode?: boolean
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

const attrs = (pairs: Record<string, string | number | boolean | null | undefined>) =>
  Object.entries(pairs)
    .filter(([, v]) => v !== null && v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('')

function fieldHtml(
  field: ContactField,
  index: number,
  state: ContactFormState,
  formNum: number,
): string {
  const value = state.values[field.id]
  const text = typeof value === 'string' ? value : ''
  const chosen = Array.isArray(value) ? value : text ? [text] : []
  const inError = state.errorIds?.includes(field.id) ?? false
  const common = {
    'data-required_mark': field.required ? 'required' : 'not_required',
    'data-field_type': field.type,
    'data-original_id': field.originalId,
    'aria-invalid': inError ? 'true' : null,
    'aria-describedby': inError ? messageId(formNum) : null,
  }
  const required = field.required
    ? ' <span class="et_pb_contact_required" aria-hidden="true">*</span>'
    : ''
  const label = escapeHtml(field.label)
  const wrapper = (inner: string) =>
    `<div${attrs({
      class: [
        'et_pb_contact_field',
        `et_pb_contact_field_${index}`,
        field.fullwidth ? 'et_pb_contact_field_full' : 'et_pb_contact_field_half',
        inError ? 'et_contact_error' : '',
      ]
        .filter(Boolean)
        .join(' '),
      'data-id': field.originalId,
      'data-type': field.type,
      'data-conditional-logic': field.conditions ? JSON.stringify(field.conditions.rules) : null,
      'data-conditional-relation': field.conditions?.relation ?? null,
    })}>${inner}</div>`

  switch (field.type) {
    case 'radio':
    case 'checkbox':
      return wrapper(
        `<fieldset${attrs({
          class: 'et_pb_contact_field_options_wrapper',
          id: field.id,
          ...common,
        })}><legend class="et_pb_contact_form_label">${label}${required}</legend><span class="et_pb_contact_field_options_list">${field.options
          .map((option, i) => {
            const id = `${field.id}_${i}`
            return `<span class="et_pb_contact_field_${field.type}"><input${attrs({
              type: field.type,
              id,
              name: field.type === 'radio' ? field.id : optionName(field.id, i),
              value: option,
              checked: chosen.includes(option),
              'aria-invalid': inError ? 'true' : null,
            })}><label for="${escapeHtml(id)}">${escapeHtml(option)}</label></span>`
          })
          .join('')}</span></fieldset>`,
      )
    case 'booleancheckbox':
      return wrapper(
        `<span class="et_pb_contact_field_checkbox"><input${attrs({
          type: 'checkbox',
          id: field.id,
          name: field.id,
          value: BOOLEAN_ON,
          checked: text === BOOLEAN_ON,
          'aria-required': field.required ? 'true' : null,
          ...common,
        })}><label for="${escapeHtml(field.id)}">${label}${required}</label></span>`,
      )
    case 'select':
      return wrapper(
        `<label class="et_pb_contact_form_label" for="${escapeHtml(field.id)}">${label}${required}</label><select${attrs(
          {
            id: field.id,
            name: field.id,
            class: 'et_pb_contact_select input',
            'aria-required': field.required ? 'true' : null,
            ...common,
          },
        )}><option value="">Välj …</option>${field.options
          .map(
            (o) => `<option${attrs({ value: o, selected: text === o })}>${escapeHtml(o)}</option>`,
          )
          .join('')}</select>`,
      )
    case 'text':
      return wrapper(
        `<label class="et_pb_contact_form_label" for="${escapeHtml(field.id)}">${label}${required}</label><textarea${attrs(
          {
            id: field.id,
            name: field.id,
            class: 'et_pb_contact_message input',
            rows: 6,
            'aria-required': field.required ? 'true' : null,
            ...common,
          },
        )}>${escapeHtml(text)}</textarea>`,
      )
    default:
      return wrapper(
        `<label class="et_pb_contact_form_label" for="${escapeHtml(field.id)}">${label}${required}</label><input${attrs(
          {
            type: field.type === 'email' ? 'email' : field.type === 'number' ? 'number' : 'text',
            id: field.id,
            name: field.id,
            class: 'input',
            value: text,
            autocomplete: field.type === 'email' ? 'email' : null,
            inputmode: field.type === 'number' ? 'numeric' : null,
            'aria-required': field.required ? 'true' : null,
            ...common,
          },
        )}>`,
      )
  }
}

/** The message area's content: the refusal, then each list under its 8.3 heading. */
export function messageListsHtml(
  headings: Pick<FormMessages, 'fill_message' | 'contact_error_message'>,
  state: Pick<ContactFormState, 'notice' | 'missing' | 'invalid'>,
): string {
  const list = (items: string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  let html = ''
  if (state.notice) html += `<p class="et_pb_contact_notice">${escapeHtml(state.notice)}</p>`
  if (state.missing?.length)
    html += `<p class="et_normal_padding">${escapeHtml(headings.fill_message)}</p>${list(state.missing)}`
  if (state.invalid?.length)
    html += `<p class="et_normal_padding">${escapeHtml(headings.contact_error_message)}</p>${list(state.invalid)}`
  return html
}

function messageHtml(model: ContactFormModel, messages: FormMessages, state: ContactFormState) {
  const inner = messageListsHtml(messages, state)
  return `<div${attrs({
    class: inner ? 'et-pb-contact-message et_pb_contact_error_text' : 'et-pb-contact-message',
    id: messageId(model.formNum),
    tabindex: -1,
    'data-error': inner ? '1' : null,
  })}>${inner}</div>`
}

/** The inside of the form container: title, message area and the form (or the thank-you text). */
export function renderContactFormInner(
  model: ContactFormModel,
  messages: FormMessages,
  state: ContactFormState,
): string {
  const n = model.formNum
  const title = model.title
    ? `<h2 class="et_pb_contact_main_title">${escapeHtml(model.title)}</h2>`
    : ''
  if (state.success)
    return `${title}<div${attrs({
      class: 'et-pb-contact-message et_pb_contact_success',
      id: messageId(n),
      tabindex: -1,
      'data-success': '1',
    })}><p>${escapeHtml(model.successMessage)}</p></div>`
  const [first, second] = state.captcha
  const captchaInError = state.errorIds?.includes(captchaName(n)) ?? false
  const captcha = model.captcha
    ? `<p class="et_pb_contact_right"><label for="${captchaName(n)}">${escapeHtml(messages.captcha)}: hur mycket är <span class="et_pb_contact_captcha_question">${first} + ${second}</span>?</label> <input${attrs(
        {
          type: 'text',
          inputmode: 'numeric',
          size: 2,
          class: 'input et_pb_contact_captcha',
          id: captchaName(n),
          name: captchaName(n),
          autocomplete: 'off',
          value: state.answer ?? '',
          'data-first_digit': first,
          'data-second_digit': second,
          'data-required_mark': 'required',
          'aria-required': 'true',
          'aria-invalid': captchaInError ? 'true' : null,
          'aria-describedby': captchaInError ? messageId(n) : null,
        },
      )}><input type="hidden" name="${captchaDigitName(n, 'first')}" value="${first}"><input type="hidden" name="${captchaDigitName(n, 'second')}" value="${second}"></p>`
    : ''
  const builderNote = state.builderMode
    ? '<p class="et_pb_contact_builder_note" role="note">Förhandsgranskning: formuläret skickas inte härifrån.</p>'
    : ''
  return `${title}${messageHtml(model, messages, state)}${builderNote}<form${attrs({
    class: 'et_pb_contact_form',
    method: 'post',
    action: `${CONTACT_FORM_PATH}#${containerId(n)}`,
    novalidate: true,
    'data-builder': state.builderMode ? '1' : null,
  })}>${model.fields.map((f, i) => fieldHtml(f, i, state, n)).join('')}<div class="et_pb_contact_decoy" aria-hidden="true"><label for="${decoyName(n)}">Lämna tomt</label><input type="text" id="${decoyName(n)}" name="${decoyName(n)}" value="" tabindex="-1" autocomplete="off"></div><input type="hidden" name="${PAGE_FIELD}" value="${model.pageId}"><input type="hidden" name="${MODULE_FIELD}" value="${escapeHtml(model.moduleId)}"><input type="hidden" name="${FORM_NUM_FIELD}" value="${n}"><input type="hidden" name="${KEY_FIELD}" value=""><input type="hidden" name="et_pb_contactform_submit_${n}" value="et_contact_proccess"><div class="et_contact_bottom_container">${captcha}<button type="submit" class="et_pb_contact_submit et_pb_button button button-primary">${escapeHtml(model.submitLabel)}</button></div></form>`
}

/** The whole container element, as the server's reply carries it. */
export function renderContactFormContainer(
  model: ContactFormModel,
  messages: FormMessages,
  state: ContactFormState,
): string {
  return `<div${attrs(containerAttributes(model))}>${renderContactFormInner(model, messages, state)}</div>`
}

/** The container's own attributes (the page's server component draws the same element). */
export function containerAttributes(model: ContactFormModel) {
  return {
    class: 'et_pb_contact_form_container',
    id: containerId(model.formNum),
    'data-form_unique_num': model.formNum,
    'data-redirect_url': model.redirectUrl,
  }
}
