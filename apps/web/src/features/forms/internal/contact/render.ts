import type { Payload } from 'payload'

import { botActionContact } from '../bot/actions'
import { getFormMessages } from '../messages/getFormMessages'
import { containerAttributes, renderContactFormInner } from './markup'
import {
  contactFormModel,
  contactFormsIn,
  type ContactField,
  type StoredContactForm,
} from './model'
import { drawCaptcha } from './rules'

/** What the island needs: the module's rules (never trusted by the server) and the messages. */
export type ContactIslandProps = {
  formNum: number
  fields: ContactField[]
  captcha: boolean
  botAction: string | null
  redirectUrl: string | null
  builderMode: boolean
  messages: {
    invalid: string
    wrong_captcha: string
    captcha: string
    wrong_checkbox: string
    fill_message: string
    contact_error_message: string
  }
}

/**
 * The contact form module as its page draws it: the container's attributes and inner HTML (the same
 * function the server's reply uses) and the island's props. `layout` is the page's layout, which
 * gives the form its number (its place among the page's forms).
 */
export async function contactFormView(
  payload: Payload,
  block: StoredContactForm,
  {
    pageId,
    layout,
    builderMode,
    locale,
  }: { pageId: number; layout: unknown; builderMode: boolean; locale: 'sv' | 'en' },
) {
  const formNum = Math.max(
    0,
    contactFormsIn(layout).findIndex((form) => form.id === block.id),
  )
  const model = contactFormModel(block, { formNum, pageId })
  const messages = await getFormMessages(payload, locale)
  const inner = renderContactFormInner(model, messages, {
    values: {},
    captcha: drawCaptcha(),
    builderMode,
  })
  const island: ContactIslandProps = {
    formNum,
    fields: model.fields,
    captcha: model.captcha,
    botAction: model.botProtection ? botActionContact(formNum) : null,
    redirectUrl: model.redirectUrl,
    builderMode,
    messages: {
      invalid: messages.invalid,
      wrong_captcha: messages.wrong_captcha,
      captcha: messages.captcha,
      wrong_checkbox: messages.wrong_checkbox,
      fill_message: messages.fill_message,
      contact_error_message: messages.contact_error_message,
    },
  }
  return { attributes: containerAttributes(model), inner, island }
}
