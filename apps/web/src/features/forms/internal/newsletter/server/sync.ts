import type { Payload } from 'payload'

import { queryRows, sql } from '@/platform/database/sql'

import { adapters } from '../providers'
import type { SubscriberData, SyncOutcome } from '../providers/types'
import type { CustomValue } from '../rules'
import { loadList } from './lists'

/** A claimed row is someone's for this long; a process that died holding it loses it after that. */
export const SYNC_LEASE_MS = 60_000
/** The first retry comes after this, each next one after twice as long, never more than the cap. */
export const SYNC_BACKOFF_MS = 30_000
export const SYNC_BACKOFF_CAP_MS = 6 * 60 * 60 * 1000

/** When to try again after `attempts` failed tries. */
export const nextAttemptDelay = (attempts: number) =>
  Math.min(SYNC_BACKOFF_CAP_MS, SYNC_BACKOFF_MS * 2 ** Math.max(0, attempts - 1))

/**
 * Sends one queued subscriber to its provider. The row is claimed first with one conditional UPDATE
 * (queued, and nobody else's unexpired lease), so several processes never send it at once; null when
 * someone else has it or it is not queued. The outcome is written back: synced, queued again with the
 * next attempt's time, or failed for good.
 */
export async function syncSubscriber(
  payload: Payload,
  id: number,
  now = new Date(),
): Promise<SyncOutcome | null> {
  const at = now.toISOString()
  const claimed = await queryRows(
    payload,
    undefined,
    sql`UPDATE newsletter_subscribers
        SET sync_lease_until = ${new Date(now.getTime() + SYNC_LEASE_MS).toISOString()},
            sync_attempts = COALESCE(sync_attempts, 0) + 1
        WHERE id = ${id} AND sync_state = 'queued'
          AND (sync_lease_until IS NULL OR sync_lease_until < ${at})
        RETURNING id, sync_attempts`,
  )
  const claim = claimed[0]
  if (!claim) return null
  const attempts = Number(claim.sync_attempts ?? 1)
  const row = await payload.findByID({
    collection: 'newsletter-subscribers',
    id,
    depth: 0,
    overrideAccess: true,
  })
  const listId = typeof row.list === 'object' ? row.list.id : row.list
  const list = await loadList(payload, listId)
  const push = list && adapters[list.provider].push
  const outcome: SyncOutcome = !list
    ? { ok: false, retry: false, error: 'Listan finns inte längre.' }
    : push
      ? await push(list, subscriberData(row))
      : { ok: true }
  const done = { syncLeaseUntil: null }
  const data = outcome.ok
    ? { ...done, syncState: 'synced' as const, syncedAt: at, syncError: null, nextAttemptAt: null }
    : outcome.retry
      ? {
          ...done,
          syncError: outcome.error,
          nextAttemptAt: new Date(now.getTime() + nextAttemptDelay(attempts)).toISOString(),
        }
      : { ...done, syncState: 'failed' as const, syncError: outcome.error, nextAttemptAt: null }
  await payload.update({ collection: 'newsletter-subscribers', id, data, overrideAccess: true })
  if (!outcome.ok)
    payload.logger.warn(
      { subscriber: id, attempts, retry: outcome.retry, error: outcome.error },
      'newsletter: the provider did not take a subscriber',
    )
  return outcome
}

type Row = {
  id: number
  email: string
  firstName?: string | null
  lastName?: string | null
  customFields?: unknown
  ipAddress?: string | null
}

export function subscriberData(row: Row): SubscriberData {
  const custom =
    row.customFields && typeof row.customFields === 'object' && !Array.isArray(row.customFields)
      ? (row.customFields as Record<string, CustomValue>)
      : {}
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName || null,
    lastName: row.lastName || null,
    customFields: custom,
    ipAddress: row.ipAddress || null,
  }
}

/** Sends on every queued subscriber whose next attempt is due; returns how each went. */
export async function syncDue(
  payload: Payload,
  now = new Date(),
  limit = 20,
): Promise<{ synced: number; retrying: number; failed: number }> {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: {
      and: [
        { syncState: { equals: 'queued' } },
        {
          or: [
            { nextAttemptAt: { less_than_equal: now.toISOString() } },
            { nextAttemptAt: { exists: false } },
          ],
        },
      ],
    },
    sort: 'nextAttemptAt',
    limit,
    depth: 0,
    overrideAccess: true,
    select: { syncState: true },
  })
  const counts = { synced: 0, retrying: 0, failed: 0 }
  for (const { id } of docs) {
    const outcome = await syncSubscriber(payload, id, now)
    if (!outcome) continue
    if (outcome.ok) counts.synced++
    else if (outcome.retry) counts.retrying++
    else counts.failed++
  }
  return counts
}
