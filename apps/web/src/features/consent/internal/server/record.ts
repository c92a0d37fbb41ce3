import type { Payload } from 'payload'

import { clientKey } from '@/platform/http/clientIp'
import { createRateLimit } from '@/platform/http/rateLimit'
import { queryRows, sql, unitOfWork } from '@/platform/database/sql'

import { CONSENT_CATEGORIES, type ConsentChoices } from '../categories'
import { decisionKind, type DecisionKind } from '../policy'
import { CONSENT_RECORDS_SLUG } from './ConsentRecords'
import { CONSENT_SETTINGS_SLUG } from './ConsentSettings'
import { truncateIp } from './ip'
import { consentLogSchema, firstProblem, type DecisionInput } from './schema'

/**
 * Decisions one sender (IP address) may log in a window. Counted from the stored log, so every
 * process behind the front cache sees the same count. Generous: a whole office behind one address
 * answers the banner too. CONSENT_RATE_LIMIT_MAX changes it.
 */
export const CONSENT_RATE_WINDOW_MS = 10 * 60 * 1000
export const DEFAULT_CONSENT_RATE_MAX = 120

export function consentRateMax(env = process.env): number {
  const configured = Number(env.CONSENT_RATE_LIMIT_MAX)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_CONSENT_RATE_MAX
}

/**
 * Banner views one sender may have counted per minute. A view only adds to the day's counter, so it is
 * limited in memory (a flood must not cost a write each); beyond the limit views are refused, not
 * counted. Generous for an office behind one address.
 */
export const BANNER_VIEW_RATE_MAX = 120
const bannerViews = createRateLimit({
  name: 'consent-banner-views',
  max: BANNER_VIEW_RATE_MAX,
  windowMs: 60_000,
})

export type LogOutcome = {
  status: number
  body: { ok: true; id?: number | string; replayed?: boolean } | { ok: false; message: string }
  /** Why, for the server log. */
  reason: string
}

const refuse = (status: number, message: string, reason: string): LogOutcome => ({
  status,
  body: { ok: false, message },
  reason,
})

/** The day a banner view counts on, as the site's staff read it. */
export function viewDay(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now)
}

/**
 * One body posted to the consent log: a decision (stored once per request id) or the banner's
 * page-view beacon (a per-day counter). Nothing is stored for a refused body.
 */
export async function recordConsentEvent(
  payload: Payload,
  body: unknown,
  { ip, now }: { ip: string | null; now: Date },
): Promise<LogOutcome> {
  const parsed = consentLogSchema.safeParse(body)
  if (!parsed.success) {
    return refuse(
      400,
      firstProblem(parsed.error),
      `invalid: ${parsed.error.issues[0]?.path.join('.')}`,
    )
  }
  if (parsed.data.type === 'view') {
    if (!(await bannerViews.take(clientKey(ip), 1)))
      return refuse(429, 'För många sidvisningar på kort tid.', 'rate limit: banner views')
    await countBannerView(payload, viewDay(now))
    return { status: 200, body: { ok: true }, reason: 'view counted' }
  }
  return recordDecision(payload, parsed.data, { ip, now })
}

async function findByRequestId(payload: Payload, requestId: string) {
  const { docs } = await payload.find({
    collection: CONSENT_RECORDS_SLUG as never,
    where: { requestId: { equals: requestId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (docs[0] as { id: number | string } | undefined) ?? null
}

async function recordDecision(
  payload: Payload,
  input: DecisionInput,
  { ip, now }: { ip: string | null; now: Date },
): Promise<LogOutcome> {
  // A retry of a stored request answers as the first one did, before any limit applies.
  const sent = await findByRequestId(payload, input.requestId)
  if (sent)
    return { status: 200, body: { ok: true, id: sent.id, replayed: true }, reason: 'sent before' }

  const settings = (await payload.findGlobal({
    slug: CONSENT_SETTINGS_SLUG as never,
    depth: 0,
  })) as { policyVersion?: number | null }
  const currentVersion = settings.policyVersion ?? 1
  if (input.policyVersion > currentVersion) {
    return refuse(400, 'Okänd policyversion.', `version ${input.policyVersion} > ${currentVersion}`)
  }

  const client = clientKey(ip)
  const { totalDocs: recent } = await payload.count({
    collection: CONSENT_RECORDS_SLUG as never,
    overrideAccess: true,
    where: {
      and: [
        { clientKey: { equals: client } },
        {
          createdAt: {
            greater_than: new Date(now.getTime() - CONSENT_RATE_WINDOW_MS).toISOString(),
          },
        },
      ],
    },
  })
  if (recent >= consentRateMax()) {
    return refuse(
      429,
      'För många samtyckesval på kort tid. Försök igen om en stund.',
      `rate limit: ${recent}`,
    )
  }

  const kind = await kindOf(payload, input.consentId, input.choices)
  try {
    const doc = (await payload.create({
      collection: CONSENT_RECORDS_SLUG as never,
      overrideAccess: true,
      data: {
        consentId: input.consentId,
        kind,
        policyVersion: input.policyVersion,
        ...Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, input.choices[c]])),
        page: input.page,
        ip: truncateIp(ip),
        requestId: input.requestId,
        clientKey: client,
      } as never,
    })) as { id: number | string }
    return { status: 200, body: { ok: true, id: doc.id, replayed: false }, reason: 'stored' }
  } catch (error) {
    // The same request at the same moment: the unique request id let one in; answer as it was.
    const winner = await findByRequestId(payload, input.requestId)
    if (winner)
      return {
        status: 200,
        body: { ok: true, id: winner.id, replayed: true },
        reason: 'sent before',
      }
    payload.logger.error({ err: error }, 'consent log: storing failed')
    return refuse(500, 'Samtycket kunde inte sparas just nu. Försök igen.', 'storing failed')
  }
}

/** First choice, change or withdrawal, from what the log holds for this consent id. */
async function kindOf(
  payload: Payload,
  consentId: string,
  next: ConsentChoices,
): Promise<DecisionKind> {
  const { docs } = await payload.find({
    collection: CONSENT_RECORDS_SLUG as never,
    where: { consentId: { equals: consentId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const last = docs[0] as Partial<Record<keyof ConsentChoices, boolean>> | undefined
  const previous = last
    ? (Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, Boolean(last[c])])) as ConsentChoices)
    : null
  return decisionKind(previous, next)
}

/**
 * Adds one to the day's counter in a single statement, so concurrent beacons never lose a count; the
 * day's row is created by the first one. Inside a unit of work, which on SQLite also takes the write
 * gate; on PostgreSQL a second creator meets the unique day and adds in a fresh attempt.
 */
export async function countBannerView(payload: Payload, day: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await unitOfWork(payload, async (req) => {
        const rows = await queryRows(
          payload,
          req,
          sql`UPDATE consent_banner_views SET views = COALESCE(views, 0) + 1 WHERE day = ${day} RETURNING id`,
        )
        if (rows.length === 1) return
        await payload.create({
          collection: 'consent-banner-views' as never,
          req,
          overrideAccess: true,
          data: { day, views: 1 } as never,
        })
      })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}
