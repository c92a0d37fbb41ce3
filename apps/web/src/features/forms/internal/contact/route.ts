import { clientIp } from '@/platform/http/clientIp'
import { readFields } from '@/platform/http/readFields'
import { sameOrigin } from '@/platform/http/sameOrigin'
import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'
import { safeLocalPath } from '@/platform/safeRedirect'

import { escapeHtml, renderContactFormContainer } from './markup'
import { containerId, FORM_NUM_FIELD, ISLAND_HEADER } from './model'
import { replaceDivById, replyDocument, withoutScripts } from './replyPage'
import { submitContactForm, type ContactOutcome } from './submit'

/** A form of thirty fields of a few thousand characters each, percent-encoded, fits. */
const MAX_BODY = 256 * 1024

const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }

function containerOf(outcome: ContactOutcome, postedNum: number): string {
  if (outcome.model)
    return renderContactFormContainer(outcome.model, outcome.messages, outcome.state)
  return `<div class="et_pb_contact_form_container" id="${containerId(postedNum)}"><div class="et-pb-contact-message et_pb_contact_error_text" id="et_pb_contact_message_${postedNum}" tabindex="-1" data-error="1"><p class="et_pb_contact_notice">${escapeHtml(outcome.state.notice ?? '')}</p></div></div>`
}

/** The page the form is on, as a visitor would get it, with the reply in place of the form. */
async function pageWithReply(request: Request, path: string, id: string, container: string) {
  try {
    const response = await fetch(new URL(path, request.url), {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) return null
    const page = replaceDivById(await response.text(), id, container)
    return page ? withoutScripts(page) : null
  } catch {
    return null
  }
}

/**
 * POST /kontaktformular: a contact form's send (spec 4.4, 7.3 item 4). The island posts with
 * ISLAND_HEADER and gets a small document with the form container; a plain form post gets the form's
 * page with the container in place (or a 303 to the form's redirect_url after a send). Every refusal
 * stores nothing and is logged with its reason.
 */
export async function postContactForm(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const ip = clientIp(request.headers)
  const island = request.headers.get(ISLAND_HEADER) === '1'
  let fields: Record<string, unknown> = {}
  let outcome: ContactOutcome
  if (!sameOrigin(request)) {
    outcome = {
      model: null,
      messages: {} as ContactOutcome['messages'],
      state: {
        values: {},
        captcha: [1, 1],
        notice: 'Formuläret skickades från en annan webbplats.',
      },
      status: 403,
      pagePath: null,
      reason: `cross-site origin ${request.headers.get('origin')}`,
    }
  } else {
    const read = await readFields(request, { maxLength: MAX_BODY })
    if (read.ok) fields = read.fields
    outcome = read.ok
      ? await submitContactForm(payload, { fields, ip })
      : {
          model: null,
          messages: {} as ContactOutcome['messages'],
          state: {
            values: {},
            captcha: [1, 1],
            notice: 'Formuläret kunde inte läsas. Ladda om sidan och försök igen.',
          },
          status: read.problem === 'too-large' ? 413 : 400,
          pagePath: null,
          reason: `body ${read.problem}`,
        }
  }
  const log = {
    action: 'contact-form',
    ip,
    status: outcome.status,
    reason: outcome.reason,
    submission: outcome.submission?.id,
  }
  if (outcome.status >= 400) requestLog(request.headers).warn(log, 'contact form refused')
  else requestLog(request.headers).info(log, 'contact form sent')

  const postedNum = Number(fields[FORM_NUM_FIELD]) || 0
  const container = containerOf(outcome, outcome.model?.formNum ?? postedNum)
  if (island) return new Response(replyDocument(container), { status: outcome.status, headers })
  if (outcome.state.success && outcome.model?.redirectUrl) {
    const target = /^https?:\/\//.test(outcome.model.redirectUrl)
      ? outcome.model.redirectUrl
      : safeLocalPath(outcome.model.redirectUrl)
    return new Response(null, { status: 303, headers: { ...headers, Location: target } })
  }
  const page =
    outcome.pagePath &&
    (await pageWithReply(
      request,
      outcome.pagePath,
      containerId(outcome.model?.formNum ?? postedNum),
      container,
    ))
  return new Response(page || replyDocument(container), { status: outcome.status, headers })
}
