import type { Payload } from 'payload'

import { payloadClient } from '@/platform/payload'

import { DEFAULT_RETENTION_DAYS } from '../messages/FormSettings'
import { confirmLinkCutoff } from '../newsletter/server/confirm'

const DAY_MS = 24 * 60 * 60 * 1000
const FIRST_RUN_MS = 60_000
const EVERY_MS = 60 * 60_000

/**
 * Deletes contact-form submissions older than the retention days of the form settings (GDPR), local
 * newsletter subscriptions never confirmed before their link expired (no consent, so nothing to keep),
 * and the used bot-check solutions whose challenges have expired. Each run is one delete by age, so several
 * processes running it at once only delete the same rows (the second finds them gone).
 */
export async function applyFormRetention(
  payload: Payload,
  now = new Date(),
): Promise<{ submissions: number; unconfirmed: number; botTokens: number }> {
  const settings = await payload.findGlobal({
    slug: 'form-settings',
    depth: 0,
    overrideAccess: true,
  })
  const days =
    settings.retentionDays && settings.retentionDays > 0
      ? settings.retentionDays
      : DEFAULT_RETENTION_DAYS
  const before = new Date(now.getTime() - days * DAY_MS).toISOString()
  const submissions = await payload.delete({
    collection: 'form-submissions',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
  })
  const unconfirmed = await payload.delete({
    collection: 'newsletter-subscribers',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { confirmNonce: { exists: true } },
        { updatedAt: { less_than: confirmLinkCutoff(now).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  const tokens = await payload.delete({
    collection: 'bot-tokens',
    where: { expiresAt: { less_than: now.toISOString() } },
    overrideAccess: true,
  })
  return {
    submissions: submissions.docs.length,
    unconfirmed: unconfirmed.docs.length,
    botTokens: tokens.docs.length,
  }
}

let started = false

/** Runs the retention a minute after start and every hour in a running server (never keeps it alive). */
export function startFormRetention(): void {
  if (started) return
  started = true
  const run = async () => {
    const payload = await payloadClient()
    try {
      const removed = await applyFormRetention(payload)
      if (removed.submissions || removed.unconfirmed)
        payload.logger.info(removed, 'forms: old submissions and unconfirmed subscriptions deleted')
    } catch (err) {
      payload.logger.error({ err }, 'forms: applying the retention failed')
    }
  }
  setTimeout(() => {
    void run()
    setInterval(() => void run(), EVERY_MS).unref()
  }, FIRST_RUN_MS).unref()
}
