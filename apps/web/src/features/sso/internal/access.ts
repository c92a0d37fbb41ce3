import type { Viewer } from './sessions'

/** Who may see a page, post or project (its "Åtkomst" field). */
export const MEMBER_ACCESS = ['public', 'signedIn', 'groups'] as const
export type MemberAccess = (typeof MEMBER_ACCESS)[number]

export type AccessSettings = {
  memberAccess?: MemberAccess | null
  memberGroups?: string[] | null
}

/** Whether a document needs a signed-in visitor at all (an unset field is public). */
export function isMembersOnly(doc: AccessSettings): boolean {
  return Boolean(doc.memberAccess) && doc.memberAccess !== 'public'
}

/**
 * Whether `viewer` may see the document: public for everyone; signed-in for any session; groups for
 * a session whose groups claim shares at least one group with the list (compared exactly, as the
 * provider sends them: Entra ID sends object ids). A groups setting with no groups lets nobody in.
 */
export function mayView(doc: AccessSettings, viewer: Viewer | null): boolean {
  if (!isMembersOnly(doc)) return true
  if (!viewer) return false
  if (doc.memberAccess === 'signedIn') return true
  const wanted = (doc.memberGroups ?? []).map((g) => g.trim()).filter(Boolean)
  return wanted.some((group) => viewer.groups.includes(group))
}
