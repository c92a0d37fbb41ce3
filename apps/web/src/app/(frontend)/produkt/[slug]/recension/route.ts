import { z } from 'zod'

import { ok, shopRoute, submitReview } from '@/features/shop'

/** A visitor's review, stored for moderation. */
export const POST = shopRoute(
  'review',
  { params: z.object({ slug: z.string() }) },
  async ({ payload, params, body }) => ok(await submitReview(payload, params.slug, body)),
)
