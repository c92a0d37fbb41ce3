import { cookies } from 'next/headers'

import { payloadClient } from '@/platform/payload'

import { SESSION_COOKIE } from '../internal/cookies'
import { memberRequest } from '../internal/memberRequest'
import { viewerOf } from '../internal/sessions'

/**
 * Marks this render as per request and reads the visitor's session, before the member route renders
 * the page, post or project with their usual components (see MembersOnly).
 */
export async function prepareMemberRender(): Promise<void> {
  const state = memberRequest()
  if (state.rendered === 'per-request') return
  state.rendered = 'per-request'
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  state.viewer = token ? await viewerOf(await payloadClient(), token) : null
}
