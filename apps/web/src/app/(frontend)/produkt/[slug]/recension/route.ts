import type { NextRequest } from 'next/server'

import { forbiddenOrigin, ok, readBody, refuse, sameOrigin, submitReview } from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** A visitor's review, stored for moderation. */
export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ slug: string }> },
) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'review')
  try {
    const { slug } = await params
    return ok(await submitReview(payload, slug, await readBody(request)))
  } catch (error) {
    return refuse(payload, 'review', error)
  }
}
