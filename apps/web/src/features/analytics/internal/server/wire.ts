import { z } from 'zod'

import { SCROLL_DEPTHS, TAG_MAX } from '../../routing'

/** Events one batch may carry (the tracker sends at most 25). */
export const MAX_BATCH_EVENTS = 50
/** A batch of 50 events with long names is about 20 KB; anything longer is not from the tracker. */
export const MAX_BODY_CHARS = 32 * 1024

// Printable text only: no control characters (they would end up in the admin and in CSV exports).
const printable = /^[^\p{Cc}]*$/u

const name = (what: string) =>
  z
    .string({ error: `${what} saknas.` })
    .trim()
    .min(1, { error: `${what} saknas.` })
    .max(TAG_MAX, { error: `${what} får vara högst ${TAG_MAX} tecken.` })
    .regex(printable, { error: `${what} innehåller otillåtna tecken.` })

const id = z
  .string({ error: 'Händelse-id saknas.' })
  .regex(/^[a-z0-9]{6,32}\.\d{1,6}$/, { error: 'Ogiltigt händelse-id.' })

const path = z
  .string({ error: 'Sidans adress saknas.' })
  .max(300, { error: 'Sidans adress är för lång.' })
  .regex(/^\/(?!\/)[^\s?#\p{Cc}]*$/u, { error: 'Ogiltig sidadress.' })

const event = z.discriminatedUnion(
  't',
  [
    z.strictObject({ id, t: z.literal('pageview'), p: path }),
    z.strictObject({
      id,
      t: z.literal('click'),
      p: path,
      c: name('Kategori'),
      a: name('Åtgärd'),
      l: z
        .string()
        .trim()
        .max(TAG_MAX, { error: `Etiketten får vara högst ${TAG_MAX} tecken.` })
        .regex(printable, { error: 'Etiketten innehåller otillåtna tecken.' })
        .optional(),
    }),
    z.strictObject({
      id,
      t: z.literal('scroll'),
      p: path,
      d: z.union(
        SCROLL_DEPTHS.map((depth) => z.literal(depth)),
        { error: `Scrolldjupet ska vara ${SCROLL_DEPTHS.join(', ')} procent.` },
      ),
    }),
  ],
  { error: 'Okänd händelsetyp.' },
)

const batch = z.strictObject(
  {
    e: z
      .array(event, { error: 'Händelselistan saknas.' })
      .min(1, { error: 'Inga händelser skickades.' })
      .max(MAX_BATCH_EVENTS, { error: `Högst ${MAX_BATCH_EVENTS} händelser per anrop.` }),
  },
  { error: 'Händelserna kunde inte läsas.' },
)

export type IncomingEvent = z.infer<typeof event>

/** One stored event: what a browser sent, the page view it belongs to and the day it arrived. */
export type EventRow = {
  eventId: string
  viewId: string
  day: string
  kind: IncomingEvent['t']
  path: string
  category: string
  action: string
  label: string
}

export type ParsedBatch = { ok: true; events: IncomingEvent[] } | { ok: false; message: string }

/** A batch as the tracker posts it (JSON, sent as text/plain by sendBeacon); all or nothing. */
export function parseBatch(body: string): ParsedBatch {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, message: 'Händelserna kunde inte läsas (ogiltig JSON).' }
  }
  const parsed = batch.safeParse(json, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Okänt fält: ${issue.keys.join(', ')}.`
        : 'Händelserna kunde inte läsas.',
  })
  if (parsed.success) return { ok: true, events: parsed.data.e }
  const issue = parsed.error.issues[0]
  const index = issue?.path[0] === 'e' && typeof issue.path[1] === 'number' ? issue.path[1] : null
  return {
    ok: false,
    message: `${issue?.message ?? 'Händelserna kunde inte läsas.'}${index === null ? '' : ` (händelse ${index + 1})`}`,
  }
}

/** The rows a valid batch becomes on `day`: empty names instead of none, so the groups compare. */
export function rowsOf(events: readonly IncomingEvent[], day: string): EventRow[] {
  return events.map((e) => ({
    eventId: e.id,
    viewId: e.id.slice(0, e.id.indexOf('.')),
    day,
    kind: e.t,
    path: e.p,
    category: e.t === 'click' ? e.c : '',
    action: e.t === 'click' ? e.a : '',
    label: e.t === 'click' ? (e.l ?? '') : e.t === 'scroll' ? String(e.d) : '',
  }))
}
