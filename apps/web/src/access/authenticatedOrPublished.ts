import type { Access } from 'payload'

// Visitors see only published documents; signed-in staff also see drafts (the live preview needs them).
// Shop customers sign in too (collection 'customers'), but drafts stay staff-only.
export const authenticatedOrPublished: Access = ({ req: { user } }) => {
  if (user?.collection === 'users') return true
  return { _status: { equals: 'published' } }
}
