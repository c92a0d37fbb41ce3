import type { Access } from 'payload'

// Visitors see only published documents; signed-in staff also see drafts (the live preview needs them).
export const authenticatedOrPublished: Access = ({ req: { user } }) => {
  if (user) return true
  return { _status: { equals: 'published' } }
}
