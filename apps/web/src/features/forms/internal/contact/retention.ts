import type { Payload } from 'payload'

import { DEFAULT_RETENTION_DAYS } from '../messages/FormSettings'
import { confirmLinkCutoff } from '../newsletter/server/confirm'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes contact-form submissions older than the retention days of the form settings (GDPR), local
 * newsletter subscriptions never confirmed before their link expired (no consent, so nothing to keep),
 * and the used bot-check solutions whose challenges have expired. A jobs-queue task (forms feature.ts,
 * hourly, once across processes); each run is one delete by age, so a retry deletes nothing twice.
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
