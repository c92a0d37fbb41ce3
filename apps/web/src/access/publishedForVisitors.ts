import type { Access, Where } from 'payload'

/**
 * Set by the site's own page queries (platform/queries.ts, one document by its slug): they may read a
 * members-only document, since its route shows it only after the access check (features/sso).
 */
export const MEMBER_CONTENT_CONTEXT = 'memberContent'

// Pages, posts and projects: staff see everything (drafts for the live preview); everyone else sees
// published documents open to every visitor. Members-only documents stay out of the REST and GraphQL
// APIs, listings, the sitemap and the search index; only a page query that says so reads them.
export const publishedForVisitors: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  const published: Where = { _status: { equals: 'published' } }
  if (req.payloadAPI === 'local' && req.context?.[MEMBER_CONTENT_CONTEXT] === true) return published
  const visible: Where = {
    and: [
      published,
      { or: [{ memberAccess: { equals: 'public' } }, { memberAccess: { exists: false } }] },
    ],
  }
  return visible
}
