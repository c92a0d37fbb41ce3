import type { Payload, PayloadRequest } from 'payload'

import { AjaxError } from '@/platform/ajax/types'
import { unitOfWork } from '@/platform/database/sql'
import { clientKey } from '@/platform/http/clientIp'

import { botActionList, verifyBotToken } from '../../bot/verify'
import { normaliseEmail } from '../../contact/rules'
import { adapters } from '../providers'
import type { ListSettings } from '../providers/types'
import {
  checkNewsletterForm,
  decodeCustomField,
  type CustomFieldState,
  type CustomValue,
  type NewsletterProvider,
} from '../rules'
import { verifyChecksum } from './checksum'
import { newLinkNonce } from './links'
import { loadList, publicListRef } from './lists'
import { syncSubscriber } from './sync'

/**
 * Subscriptions one client (IP address) may make in a window, over all lists. Counted from the stored
 * rows, so every instance sees the same count.
 */
export const NEWSLETTER_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const

/** The posted fields of 7.3 item 3, as the action's schema has parsed them. */
export type SubscribeInput = {
  et_list_id: string
  et_firstname: string
  et_lastname: string
  et_email: string
  et_provider: NewsletterProvider
  et_account: string
  et_ip_address: 'true' | 'false'
  et_custom_fields: Record<string, unknown>
  et_hidden_fields: string[]
  token: string | null
  et_checksum: string
  /** The honeypot: people never see it, so it is empty. */
  website?: string
}

export type SubscribeReply = { success: true; ip_address?: string } | { error: string }

export const subscribeMessages = {
  checksum: 'Formuläret kunde inte kontrolleras. Ladda om sidan och försök igen.',
  honeypot:
    'Det du skickade stoppades av vårt skräppostskydd eftersom ett dolt fält var ifyllt. Ladda om sidan och försök igen.',
  noList: 'Utskickslistan finns inte längre. Ladda om sidan och försök igen.',
  rateLimit: 'Du har anmält dig många gånger på kort tid. Vänta en stund och försök igen.',
  refusedByProvider: 'Utskickstjänsten tog inte emot adressen. Kontrollera den och försök igen.',
} as const

/**
 * Subscribes a visitor (spec 7.3 item 3). In this order, so a refused request stores nothing: the
 * checksum (the form was rendered by us for this list), the fields against the form's own settings
 * (5.4, plus the contact rules for custom fields), the honeypot, the bot token when the form has bot
 * protection, the list, the same address on the same list before (answered as a success, stored
 * once), and the client's rate limit. Then the subscriber is stored with the provider's own step
 * (local lists: the confirmation mail) in one unit of work, and handed to a remote provider; if that
 * provider is down the row stays queued for the sync job.
 */
export async function subscribe(
  payload: Payload,
  input: SubscribeInput,
  ctx: { ip: string | null; now: Date },
): Promise<SubscribeReply> {
  const form = verifyChecksum(input.et_checksum, {
    listId: input.et_list_id,
    provider: input.et_provider,
    account: input.et_account,
  })
  if (!form) throw new AjaxError(subscribeMessages.checksum, 400)

  const customValues: Record<string, CustomFieldState> = {}
  const stored: Record<string, CustomValue> = {}
  const hidden = input.et_hidden_fields.filter((id) => form.customFields.some((f) => f.id === id))
  const known = new Set(form.customFields.map((f) => f.id))
  if (Object.keys(input.et_custom_fields).some((id) => !known.has(id)))
    throw new AjaxError(
      'Formuläret innehåller ett okänt fält. Ladda om sidan och försök igen.',
      400,
    )
  for (const field of form.customFields) {
    if (hidden.includes(field.id)) continue
    const decoded = decodeCustomField(form.provider, field, input.et_custom_fields[field.id])
    if (!decoded) throw new AjaxError(`Ogiltigt värde i fältet ${field.label}.`, 400)
    customValues[field.id] = decoded.state
    if (decoded.value) stored[field.id] = decoded.value
  }
  const problems = checkNewsletterForm({
    names: {
      first: form.firstName === null ? null : { label: form.firstName },
      last: form.lastName === null ? null : { label: form.lastName },
    },
    values: { firstName: input.et_firstname, lastName: input.et_lastname, email: input.et_email },
    customFields: form.customFields,
    customValues,
    hidden,
  })
  if (problems[0]) throw new AjaxError(problems[0].message, 400)

  if (input.website) throw new AjaxError(subscribeMessages.honeypot, 400)

  if (form.botProtection) {
    const verdict = await verifyBotToken(payload, {
      token: input.token,
      action: botActionList(form.listId),
      ip: ctx.ip,
    })
    if (!verdict.ok) throw new AjaxError(verdict.message, 400)
  }

  const list = await loadList(payload, Number(input.et_list_id))
  if (!list) throw new AjaxError(subscribeMessages.noList, 400)
  const ref = publicListRef(list)
  if (ref.provider !== form.provider || ref.account !== form.account)
    throw new AjaxError(subscribeMessages.checksum, 400)

  const email = normaliseEmail(input.et_email)
  const subscriptionKey = `${list.id}:${email}`
  const ipHash = clientKey(ctx.ip)
  const details = {
    firstName: form.firstName === null ? null : input.et_firstname.trim() || null,
    lastName: form.lastName === null ? null : input.et_lastname.trim() || null,
    customFields: stored,
    ipHash,
    ipAddress: input.et_ip_address === 'true' ? ctx.ip : null,
  }

  const before = await findBySubscriptionKey(payload, subscriptionKey)
  if (!before || startsOver(before, list, ctx.now)) {
    const { totalDocs: recent } = await payload.count({
      collection: 'newsletter-subscribers',
      where: {
        and: [
          { ipHash: { equals: ipHash } },
          {
            createdAt: {
              greater_than: new Date(
                ctx.now.getTime() - NEWSLETTER_RATE_LIMIT.windowMs,
              ).toISOString(),
            },
          },
        ],
      },
      overrideAccess: true,
    })
    if (recent >= NEWSLETTER_RATE_LIMIT.max) throw new AjaxError(subscribeMessages.rateLimit, 429)
  }

  let saved: { id: number; fresh: boolean }
  try {
    saved = await unitOfWork(payload, (req) =>
      store(payload, req, list, { email, subscriptionKey, details, now: ctx.now }),
    )
  } catch (error) {
    // Two requests for one address at the same moment: the unique key let one in.
    const winner = await findBySubscriptionKey(payload, subscriptionKey)
    if (!winner) throw error
    saved = { id: winner.id, fresh: false }
  }

  // Sent on at once when just stored; a repeated request leaves a queued one to the sync job's backoff.
  if (adapters[list.provider].push && saved.fresh) {
    const outcome = await syncSubscriber(payload, saved.id, ctx.now)
    // Down or busy: the subscriber is kept and the sync job sends it later. Refused for good: say so.
    if (outcome && !outcome.ok && !outcome.retry)
      return { error: subscribeMessages.refusedByProvider }
  }
  return {
    success: true,
    ...(input.et_ip_address === 'true' && ctx.ip ? { ip_address: ctx.ip } : {}),
  }
}

async function findBySubscriptionKey(payload: Payload, key: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { subscriptionKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return docs[0] ?? null
}

/** A local subscriber still unconfirmed this long after the mail gets a new link on a new request. */
export const RESEND_CONFIRMATION_AFTER_MS = 10 * 60_000

/**
 * Whether a new request for a stored address starts the subscription over: after an unsubscribe,
 * after the provider refused it for good, or when a local confirmation mail went out more than
 * RESEND_CONFIRMATION_AFTER_MS ago and was never used (lost, or its link expired).
 */
function startsOver(
  existing: { status: string; syncState?: string | null; updatedAt: string },
  list: ListSettings,
  now: Date,
): boolean {
  if (existing.status === 'unsubscribed' || existing.syncState === 'failed') return true
  return (
    existing.status === 'pending' &&
    list.provider === 'local' &&
    Date.parse(existing.updatedAt) < now.getTime() - RESEND_CONFIRMATION_AFTER_MS
  )
}

/**
 * Writes the subscriber, once per list and address: a new one is created; one who starts over (see
 * startsOver) is written again with fresh links and mail; anyone else is left as they are, so a
 * repeated request changes nothing and sends no second mail.
 */
async function store(
  payload: Payload,
  req: PayloadRequest,
  list: ListSettings,
  args: {
    email: string
    subscriptionKey: string
    details: {
      firstName: string | null
      lastName: string | null
      customFields: Record<string, CustomValue>
      ipHash: string
      ipAddress: string | null
    }
    now: Date
  },
): Promise<{ id: number; fresh: boolean }> {
  const existing = await findBySubscriptionKey(payload, args.subscriptionKey, req)
  if (existing && !startsOver(existing, list, args.now)) return { id: existing.id, fresh: false }
  const remote = Boolean(adapters[list.provider].push)
  const waitsForConfirmation = list.doubleOptIn
  const confirmNonce = list.provider === 'local' && waitsForConfirmation ? newLinkNonce() : null
  const unsubscribeNonce = existing?.unsubscribeNonce || newLinkNonce()
  const data = {
    ...args.details,
    status: waitsForConfirmation ? ('pending' as const) : ('confirmed' as const),
    confirmedAt: waitsForConfirmation ? null : args.now.toISOString(),
    unsubscribedAt: null,
    confirmNonce,
    unsubscribeNonce,
    syncState: remote ? ('queued' as const) : ('synced' as const),
    syncAttempts: 0,
    syncError: null,
    nextAttemptAt: remote ? args.now.toISOString() : null,
    syncedAt: remote ? null : args.now.toISOString(),
    syncLeaseUntil: null,
  }
  const doc = existing
    ? await payload.update({
        collection: 'newsletter-subscribers',
        id: existing.id,
        data,
        overrideAccess: true,
        req,
      })
    : await payload.create({
        collection: 'newsletter-subscribers',
        data: { ...data, list: list.id, email: args.email, subscriptionKey: args.subscriptionKey },
        overrideAccess: true,
        req,
      })
  await adapters[list.provider].onStored?.(payload, req, list, {
    id: doc.id,
    email: args.email,
    firstName: data.firstName,
    lastName: data.lastName,
    customFields: data.customFields,
    ipAddress: data.ipAddress,
    confirmNonce,
    unsubscribeNonce,
  })
  return { id: doc.id, fresh: true }
}
