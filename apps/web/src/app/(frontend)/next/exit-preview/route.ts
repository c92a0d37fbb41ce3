import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { safeLocalPath } from '@/platform/safeRedirect'

export async function GET(request: NextRequest): Promise<Response> {
  const draft = await draftMode()
  draft.disable()
  redirect(safeLocalPath(request.nextUrl.searchParams.get('path')))
}
