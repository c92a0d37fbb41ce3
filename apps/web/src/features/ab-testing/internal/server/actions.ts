import { z } from 'zod'

import { AjaxError, defineAjaxAction } from '@/platform/ajax'
import { createRateLimit } from '@/platform/http/rateLimit'

import { ACTION_GET_SUBJECT, ACTION_UPDATE_STATS, RECORD_TYPES, type RecordType } from '../contract'

const testIdField = z.coerce
  .number({ message: 'Testets nummer saknas.' })
  .int({ message: 'Testets nummer är ogiltigt.' })
  .positive({ message: 'Testets nummer är ogiltigt.' })

const visitorField = z
  .string({ message: 'Besökar-id saknas.' })
  .max(64, { message: 'Besökar-id är ogiltigt.' })
  .optional()

const record = z.object({
  test_id: testIdField,
  subject_id: z
    .string({ message: 'Varianten saknas.' })
    .regex(/^[A-Za-z0-9]{1,40}$/, { message: 'Variantens id är ogiltigt.' }),
  record_type: z.enum(RECORD_TYPES, { message: 'Okänd händelsetyp.' }),
})

/** Spec 7.3 item 1: a JSON string of records; at most one of each type per subject in a batch. */
const statsArray = z
  .string({ message: 'Statistiken saknas.' })
  .max(4000, { message: 'För många händelser på en gång.' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Statistiken är inte giltig JSON.' })
      return z.NEVER
    }
  })
  .pipe(
    z
      .array(record, { message: 'Statistiken ska vara en lista.' })
      .min(1, { message: 'Statistiken är tom.' })
      .max(24, { message: 'För många händelser på en gång.' }),
  )

// New visitors per address: enough for an office behind one address, not for a script inventing
// visitors to tilt a test. Records themselves are bounded by the visitor's flags (six per test).
const newVisitors = createRateLimit({
  name: 'ab-visitors',
  max: Number(process.env.AB_VISITOR_RATE_LIMIT_MAX) || 120,
  windowMs: 60_000,
})
const statsRequests = createRateLimit({ name: 'ab-stats', max: 600, windowMs: 60_000 })

/**
 * Spec 7.3 item 2: which subject this visitor sees in a test. Answers `id` (`{postId}_{subjectId}`),
 * `content` and `visitor` (the signed visitor id to send back, new if none valid was sent).
 */
export const getSubjectAction = defineAjaxAction({
  name: ACTION_GET_SUBJECT,
  nonce: 'et_frontend_nonce',
  schema: z.object({
    et_pb_ab_test_id: testIdField,
    visitor: visitorField,
    // Ours: the subjects the visitor's page has (its cached copy may be older than the test).
    subjects: z
      .string({ message: 'Varianterna är ogiltiga.' })
      .regex(/^(?:[A-Za-z0-9]{1,40}(?:,[A-Za-z0-9]{1,40}){0,23})?$/, {
        message: 'Varianterna är ogiltiga.',
      })
      .optional(),
  }),
  async handle(input, ctx) {
    const { findTest } = await import('./tests')
    const { issueVisitor, verifyVisitor } = await import('./visitor')
    const { assignedSubject, assignSubject, ensureAbTables, nextSubject } = await import('./store')
    const { subjectContent } = await import('./content')
    const test = await findTest(ctx.payload, input.et_pb_ab_test_id)
    if (!test || test.status !== 'running') throw new AjaxError('Testet pågår inte.', 404)
    let token = input.visitor ?? ''
    let visitor = verifyVisitor(token)
    if (!visitor) {
      if (!(await newVisitors.take(ctx.ip ?? 'unknown', 1)))
        throw new AjaxError('För många förfrågningar. Försök igen om en stund.', 429)
      token = issueVisitor()
      visitor = verifyVisitor(token)!
    }
    const onPage = new Set(input.subjects?.split(',') ?? [])
    await ensureAbTables(ctx.payload)
    const known = await assignedSubject(ctx.payload, undefined, test.testId, visitor)
    let subject =
      known && test.subjects.includes(known)
        ? known
        : await nextSubject(ctx.payload, test.testId, test.subjects)
    // A visitor is counted only for a subject they are shown: one their page lacks needs its HTML
    // now, and without it nothing is assigned (their page shows the control and records nothing).
    let content = await subjectContent(ctx.payload, test, subject, {
      needed: !onPage.has(subject),
    })
    if (!onPage.has(subject) && !content)
      throw new AjaxError('Varianten kan inte visas just nu. Försök igen om en stund.', 503)
    if (subject !== known) {
      const given = await assignSubject(
        ctx.payload,
        test.testId,
        test.subjects,
        visitor,
        ctx.now,
        subject,
      )
      // Another request of this visitor was first: theirs stands.
      if (given !== subject) {
        subject = given
        content = await subjectContent(ctx.payload, test, subject, {
          needed: !onPage.has(subject),
        })
      }
    }
    return { id: `${test.postId}_${subject}`, content, visitor: token }
  },
})

/**
 * Spec 7.3 item 1: records flags. Every record must name a running test, the subject this visitor
 * was given in it and a known type; a record the visitor already has is not counted again.
 */
export const updateStatsAction = defineAjaxAction({
  name: ACTION_UPDATE_STATS,
  nonce: 'et_ab_log_nonce',
  schema: z.object({
    stats_data_array: statsArray,
    visitor: z
      .string({ message: 'Besökar-id saknas.' })
      .max(64, { message: 'Besökar-id är ogiltigt.' }),
  }),
  async handle(input, ctx) {
    const { findTest } = await import('./tests')
    const { verifyVisitor } = await import('./visitor')
    const { assignedSubject, recordEvents } = await import('./store')
    const visitor = verifyVisitor(input.visitor)
    if (!visitor) throw new AjaxError('Besökar-id är ogiltigt.', 403)
    if (!(await statsRequests.take(visitor, 1)))
      throw new AjaxError('För många förfrågningar. Försök igen om en stund.', 429)
    const byTest = new Map<number, { subjectId: string; recordType: RecordType }[]>()
    for (const r of input.stats_data_array) {
      const list = byTest.get(r.test_id) ?? []
      list.push({ subjectId: r.subject_id, recordType: r.record_type })
      byTest.set(r.test_id, list)
    }
    // Checked in full before anything is written: a batch is stored whole or not at all.
    for (const [testId, records] of byTest) {
      const test = await findTest(ctx.payload, testId)
      if (!test || test.status !== 'running') throw new AjaxError('Testet pågår inte.', 409)
      const assigned = await assignedSubject(ctx.payload, undefined, testId, visitor)
      if (!assigned) throw new AjaxError('Besökaren har ingen variant i testet.', 409)
      if (records.some((r) => !test.subjects.includes(r.subjectId)))
        throw new AjaxError('Varianten hör inte till testet.', 400)
      if (records.some((r) => r.subjectId !== assigned))
        throw new AjaxError('Besökaren har en annan variant i testet.', 409)
    }
    let counted = 0
    for (const [testId, records] of byTest)
      counted += await recordEvents(ctx.payload, testId, visitor, records, ctx.now)
    return { counted }
  },
})
