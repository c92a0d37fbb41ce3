import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { keepWinner, type LayoutLike } from '../layoutTree'
import { reportOf } from './report'
import { forgetTests, testOfPage } from './tests'

const isStaff = (req: PayloadRequest) => {
  const roles = (req.user as { roles?: string[] } | null)?.roles ?? []
  return roles.includes('admin') || roles.includes('editor')
}

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

const pageId = z.coerce
  .number({ message: 'Sidan saknas.' })
  .int()
  .positive({ message: 'Sidan saknas.' })

type PageDoc = Parameters<typeof testOfPage>[0] & {
  layout?: LayoutLike
  abTest?: { winner?: string | null } & NonNullable<Parameters<typeof testOfPage>[0]['abTest']>
}

async function loadPage(req: PayloadRequest) {
  const id = pageId.safeParse(req.routeParams?.id)
  if (!id.success) return null
  return (await req.payload
    .findByID({ collection: 'pages', id: id.data, depth: 0, draft: true, req })
    .catch(() => null)) as PageDoc | null
}

/** GET /api/pages/:id/ab-report: staff only; the page's test report (internal/server/report.ts). */
const report: Endpoint = {
  path: '/:id/ab-report',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req)) return json({ message: 'Logga in som redaktör.' }, 403)
    const page = await loadPage(req)
    const test = page && testOfPage(page)
    if (!test) return json({ message: 'Sidan har inget startat test.' }, 404)
    return json(await reportOf(req.payload, { ...test, winner: page.abTest?.winner ?? null }))
  },
}

/**
 * POST /api/pages/:id/ab-end `{ winner }`: staff only. Ends the test and publishes the page with the
 * winner where the control stood and the other subjects removed: a new version like any edit.
 */
const end: Endpoint = {
  path: '/:id/ab-end',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req)) return json({ message: 'Logga in som redaktör.' }, 403)
    const body = z
      .object({
        winner: z
          .string({ message: 'Välj en vinnare.' })
          .regex(/^[A-Za-z0-9]{1,40}$/, { message: 'Vinnaren är ogiltig.' }),
      })
      .safeParse(await req.json?.().catch(() => null))
    if (!body.success)
      return json({ message: body.error.issues[0]?.message ?? 'Ogiltiga uppgifter.' }, 400)
    const page = await loadPage(req)
    const test = page && testOfPage(page)
    if (!page || !test) return json({ message: 'Sidan har inget startat test.' }, 404)
    if (test.status === 'ended') return json({ message: 'Testet är redan avslutat.' }, 409)
    if (!test.subjects.includes(body.data.winner))
      return json({ message: 'Vinnaren hör inte till testet.' }, 400)
    await req.payload.update({
      collection: 'pages',
      id: page.id,
      depth: 0,
      req,
      data: {
        _status: 'published',
        layout: keepWinner(page.layout, test.subjects, body.data.winner) as never,
        abTest: { ...page.abTest, status: 'ended', winner: body.data.winner } as never,
      },
    })
    forgetTests()
    return json({ ended: true, winner: body.data.winner })
  },
}

export const pageEndpoints: Endpoint[] = [report, end]
