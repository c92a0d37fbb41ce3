import type { Payload } from 'payload'

import { clientIp, clientKey } from '@/platform/http/clientIp'
import type { RateLimit } from '@/platform/http/rateLimit'
import { readText } from '@/platform/http/readText'
import { sameOrigin } from '@/platform/http/sameOrigin'
import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'

import { createEventBuffer, type EventBuffer } from './buffer'
import { dayOf } from './day'
import { analyticsRateLimit } from './rateLimit'
import { insertEvents } from './store'
import { MAX_BODY_CHARS, parseBatch, rowsOf } from './wire'

export type IngestOutcome = { status: number; message?: string; stored?: number; reason?: string }

// One buffer and one limiter per Payload instance (a process has one; the tests start several).
const buffers = new WeakMap<Payload, EventBuffer>()
const limits = new WeakMap<Payload, RateLimit>()

export function eventBuffer(payload: Payload): EventBuffer {
  let buffer = buffers.get(payload)
  if (!buffer) {
    buffer = createEventBuffer({ write: (rows) => insertEvents(payload, rows) })
    buffers.set(payload, buffer)
  }
  return buffer
}

function rateLimit(payload: Payload): RateLimit {
  let limit = limits.get(payload)
  if (!limit) {
    limit = analyticsRateLimit()
    limits.set(payload, limit)
  }
  return limit
}

/**
 * One batch from a browser: validated as a whole (a bad event refuses the batch and stores nothing),
 * counted against the sender's rate limit, then handed to the group-commit buffer; answered once it
 * is stored. The address is only used, pseudonymised, for the limit; it is never stored.
 */
export async function ingestEvents(
  payload: Payload,
  { body, ip, now = new Date() }: { body: string; ip: string | null; now?: Date },
): Promise<IngestOutcome> {
  const parsed = parseBatch(body)
  if (!parsed.ok) return { status: 400, message: parsed.message, reason: parsed.message }
  if (!(await rateLimit(payload).take(clientKey(ip), parsed.events.length)))
    return {
      status: 429,
      message: 'För många händelser från din adress. Försök igen om en stund.',
      reason: 'rate limit',
    }
  try {
    await eventBuffer(payload).add(rowsOf(parsed.events, dayOf(now)))
  } catch (err) {
    payload.logger.error({ err }, 'analytics: storing events failed')
    return {
      status: 503,
      message: 'Händelserna kunde inte sparas just nu.',
      reason: 'store failed',
    }
  }
  return { status: 204, stored: parsed.events.length }
}

const json = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }

/** POST /api/statistik: the tracker's batches (sendBeacon sends them as text/plain). */
export async function postAnalyticsEvents(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const ip = clientIp(request.headers)
  let outcome: IngestOutcome
  if (!sameOrigin(request)) {
    outcome = {
      status: 403,
      message: 'Händelser tas bara emot från webbplatsens egna sidor.',
      reason: `cross-site origin ${request.headers.get('origin')}`,
    }
  } else {
    const read = await readText(request, MAX_BODY_CHARS)
    outcome = read.ok
      ? await ingestEvents(payload, { body: read.text, ip })
      : { status: 413, message: 'För många händelser i ett anrop.', reason: 'body too large' }
  }
  if (outcome.status >= 400)
    requestLog(request.headers).warn(
      { action: 'analytics', status: outcome.status, reason: outcome.reason },
      'analytics batch refused',
    )
  if (outcome.status === 204)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  return new Response(JSON.stringify({ message: outcome.message }), {
    status: outcome.status,
    headers: outcome.status === 429 ? { ...json, 'Retry-After': '60' } : json,
  })
}
