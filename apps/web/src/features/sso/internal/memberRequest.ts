import { cache } from 'react'

import type { Viewer } from './sessions'

/**
 * What this render knows about the visitor. The statically generated routes never read cookies (or
 * they could not be cached), so there `rendered` is 'static' and a members-only document shows the
 * sign-in helper. The member route (app/(frontend)/sso/medlem) reads the session first and marks the
 * render 'per-request'; the same route components then show the document to a visitor allowed to
 * see it. React's `cache` scopes this to one request.
 */
export const memberRequest = cache(
  (): { rendered: 'static' | 'per-request'; viewer: Viewer | null } => ({
    rendered: 'static',
    viewer: null,
  }),
)
