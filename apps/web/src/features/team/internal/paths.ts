/** The public address of a member's profile page. */
export function teamMemberPath(slug: string): string {
  return `/team/${encodeURIComponent(slug)}`
}
