import type { Metadata } from 'next'

import { isMembersOnly, mayView, type AccessSettings } from '../internal/access'
import { memberRequest } from '../internal/memberRequest'

/** The title of a members-only document's page for everyone who may not see it (the layout adds the site name). */
export const MEMBERS_ONLY_TITLE = 'Logga in för att se sidan'

/**
 * The `<head>` of a page, post or project. A members-only one is statically rendered as the sign-in
 * helper for everyone, crawlers and link previews included: that head names nothing of the document
 * (no title, description or image), only its address, and is not indexed. The member route, for a
 * visitor allowed to see the document, keeps its own metadata, also not indexed. Builder mode (the
 * editor's preview) shows the document as it is.
 */
export function membersOnlyMetadata(
  doc: AccessSettings,
  metadata: Metadata,
  builderMode = false,
): Metadata {
  if (builderMode || !isMembersOnly(doc)) return metadata
  const robots = { index: false, follow: false }
  const { rendered, viewer } = memberRequest()
  if (rendered === 'per-request' && mayView(doc, viewer)) return { ...metadata, robots }
  return { title: MEMBERS_ONLY_TITLE, robots, alternates: metadata.alternates }
}
