import { readFields } from '@/platform/http/readFields'
import { payloadClient } from '@/platform/payload'

import { confirmSubscription, unsubscribe } from './confirm'
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './links'

/** Where each outcome is told, as `?status=` of the page the link opened. */
export const confirmStatus = {
  confirmed: 'bekraftad',
  'already-used': 'anvand',
  expired: 'utgangen',
  invalid: 'ogiltig',
} as const
export const unsubscribeStatus = {
  unsubscribed: 'avregistrerad',
  'already-unsubscribed': 'redan',
  invalid: 'ogiltig',
} as const

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

async function token(request: Request): Promise<unknown> {
  const read = await readFields(request, { maxLength: 4096 })
  return read.ok ? read.fields.t : null
}

/**
 * POST from the confirmation page's button: the link itself only shows the button, so a mail
 * scanner that opens every link never confirms anyone. Answers with a redirect to the outcome.
 */
export async function postNewsletterConfirm(request: Request): Promise<Response> {
  const outcome = await confirmSubscription(await payloadClient(), await token(request))
  return seeOther(`${CONFIRM_PATH}?status=${confirmStatus[outcome]}`)
}

/** POST from the unsubscribe page's button. */
export async function postNewsletterUnsubscribe(request: Request): Promise<Response> {
  const outcome = await unsubscribe(await payloadClient(), await token(request))
  return seeOther(`${UNSUBSCRIBE_PATH}?status=${unsubscribeStatus[outcome]}`)
}
