import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'
import { safeLocalPath } from '@/platform/safeRedirect'

/**
 * Entry point of the admin's live preview: a signed-in editor gets draft (builder) mode and is sent to
 * the page. Anyone else gets 403, and the target must be a path on this site (no open redirect).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  // Staff only: a signed-in shop customer (collection 'customers') gets no drafts.
  if (user?.collection !== 'users') {
    requestLog(request.headers).warn('preview refused: not signed in as staff')
    return new Response('Du måste vara inloggad för att förhandsgranska.', { status: 403 })
  }
  const path = safeLocalPath(request.nextUrl.searchParams.get('path'))
  const draft = await draftMode()
  draft.enable()
  redirect(path)
}
