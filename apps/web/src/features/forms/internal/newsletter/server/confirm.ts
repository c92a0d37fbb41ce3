import type { Payload } from 'payload'

import { queueMail } from '@/features/mail'
import { queryRows, sql, unitOfWork } from '@/platform/database/sql'
import { siteIdentity } from '@/platform/siteIdentity'

import { welcomeEmail } from './emails'
import { readLinkToken, unsubscribeUrl } from './links'

export type ConfirmOutcome = 'confirmed' | 'already-used' | 'expired' | 'invalid'

const DAY_MS = 24 * 60 * 60 * 1000
/** A confirmation link works this long after it was mailed; the unconfirmed row is deleted after it. */
export const CONFIRM_LINK_DAYS = 7
/** The moment before which a mailed confirmation link has expired. */
export const confirmLinkCutoff = (now: Date) => new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid'

/**
 * Confirms a local subscription from its mailed link. One conditional UPDATE takes the link's one-time
 * nonce off a pending row mailed less than CONFIRM_LINK_DAYS ago (the row's `updated_at` is when its
 * link was mailed: nothing else writes a pending local row), so the link works once even when it is
 * opened twice at the same moment; the welcome mail (with the unsubscribe link) is queued in the same
 * unit of work.
 */
export async function confirmSubscription(
  payload: Payload,
  token: unknown,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const link = readLinkToken('confirm', token)
  if (!link) return 'invalid'
  const confirmed = await unitOfWork(payload, async (req) => {
    const rows = await queryRows(
      payload,
      req,
      sql`UPDATE newsletter_subscribers
          SET status = 'confirmed', confirm_nonce = NULL, confirmed_at = ${now.toISOString()},
              updated_at = ${now.toISOString()}
          WHERE id = ${link.id} AND confirm_nonce = ${link.nonce} AND status = 'pending'
            AND updated_at > ${confirmLinkCutoff(now).toISOString()}
          RETURNING id`,
    )
    if (!rows.length) return false
    const row = await payload.findByID({
      collection: 'newsletter-subscribers',
      id: link.id,
      depth: 1,
      overrideAccess: true,
      showHiddenFields: true,
      req,
    })
    const listName = typeof row.list === 'object' ? row.list.name : 'nyhetsbrevet'
    const site = (await siteIdentity(payload, req)).name
    await queueMail(payload, req, {
      to: row.email,
      ...welcomeEmail({
        site,
        list: listName,
        subscriber: { firstName: row.firstName ?? null, email: row.email },
        unsubscribeUrl: unsubscribeUrl(row.id, row.unsubscribeNonce ?? ''),
      }),
      kind: 'newsletter-welcome',
    })
    return true
  })
  if (confirmed) return 'confirmed'
  // A signed link to a row that exists: used (or the subscriber has left since), or, while the row is
  // still pending, too old or replaced by a newer mail's link.
  const row = await payload
    .findByID({
      collection: 'newsletter-subscribers',
      id: link.id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    .catch(() => null)
  if (!row) return 'invalid'
  return row.status === 'pending' ? 'expired' : 'already-used'
}

/** Unsubscribes from a mailed link; the link keeps working (a second use says it is already done). */
export async function unsubscribe(
  payload: Payload,
  token: unknown,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  const link = readLinkToken('unsubscribe', token)
  if (!link) return 'invalid'
  const rows = await queryRows(
    payload,
    undefined,
    sql`UPDATE newsletter_subscribers
        SET status = 'unsubscribed', confirm_nonce = NULL, unsubscribed_at = ${now.toISOString()},
            updated_at = ${now.toISOString()}
        WHERE id = ${link.id} AND unsubscribe_nonce = ${link.nonce} AND status <> 'unsubscribed'
        RETURNING id`,
  )
  if (rows.length) return 'unsubscribed'
  const { totalDocs } = await payload.count({
    collection: 'newsletter-subscribers',
    where: { and: [{ id: { equals: link.id } }, { unsubscribeNonce: { equals: link.nonce } }] },
    overrideAccess: true,
  })
  return totalDocs ? 'already-unsubscribed' : 'invalid'
}
